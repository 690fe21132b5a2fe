(function () {
'use strict';
const data = JSON.parse(document.getElementById('ttt-data').textContent);
const rules = data.rules, width = data.width, games = data.games, players = data.players;
const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const letters = 'abcdefghijklmnopqrstuvwxyz';
const digitValue = {};
for (let i = 0; i < 64; i++) digitValue[digits[i]] = i;
const byNumber = new Map();
games.forEach(function (g, i) { byNumber.set(g[0], i); });

function cells(text) {
  const out = [];
  for (let i = 0; i < text.length; i += width) {
    out.push(width === 2 ? digitValue[text[i]] * 64 + digitValue[text[i + 1]] : digitValue[text[i]]);
  }
  return out;
}
function cellName(c) { return letters[c % rules.columns] + (Math.floor(c / rules.columns) + 1); }
function moveName(c) { return rules.gravity ? letters[c % rules.columns] : cellName(c); }
function resultText(g) { return g[3] === 1 ? '1-0' : g[3] === 2 ? '0-1' : '1/2-1/2'; }
function reasonText(g) { return g[4] === 0 ? 'line ' + cells(g[6]).map(cellName).join(' ') : g[4]; }
function element(tag, text, className) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (className) e.className = className;
  return e;
}
const byId = function (id) { return document.getElementById(id); };

// The viewer.
const viewer = byId('viewer'), board = byId('board'), moveList = byId('moves');
let game = null, moves = [], line = new Set(), ply = 0, active = false;
const cellElements = [];

function buildBoard() {
  const size = Math.max(18, Math.min(56, Math.floor(520 / Math.max(rules.columns, rules.rows))));
  board.style.setProperty('--cell', size + 'px');
  board.style.gridTemplateColumns = 'repeat(' + (rules.columns + 1) + ', var(--cell))';
  for (let row = rules.rows - 1; row >= 0; row--) {
    board.appendChild(element('div', String(row + 1), 'label'));
    for (let column = 0; column < rules.columns; column++) {
      const c = row * rules.columns + column;
      const cell = element('div', '', 'cell');
      cell.dataset.cell = cellName(c);
      cell.setAttribute('role', 'gridcell');
      cellElements[c] = cell;
      board.appendChild(cell);
    }
  }
  board.appendChild(element('div', '', 'label'));
  for (let column = 0; column < rules.columns; column++) board.appendChild(element('div', letters[column], 'label'));
}

function open(number) {
  const index = byNumber.get(number);
  if (index === undefined) return false;
  game = games[index];
  moves = cells(game[5]);
  line = new Set(cells(game[6]));
  ply = moves.length;
  viewer.hidden = false;
  byId('viewer-title').textContent = 'Game ' + game[0] + ': ' + players[game[1]] + ' (X) against ' + players[game[2]] + ' (O)';
  let result = resultText(game) + ', ' + reasonText(game);
  if (game[7] > 0) result += '; the first ' + game[7] + ' moves were the opening';
  if (!game[8]) result += '; not counted (its pairing had stopped)';
  byId('viewer-result').textContent = result;
  moveList.textContent = '';
  moves.forEach(function (c, k) {
    const item = element('li', (k % 2 === 0 ? (k / 2 + 1) + '. ' : '') + moveName(c));
    const said = comment(game, k);
    if (said) item.appendChild(element('span', ' ' + said, 'said'));
    item.dataset.ply = String(k + 1);
    item.addEventListener('click', function () { active = true; go(k + 1); });
    moveList.appendChild(item);
  });
  document.querySelectorAll('#games-table tr.selected').forEach(function (row) { row.classList.remove('selected'); });
  const row = document.querySelector('#games-table tr[data-game="' + game[0] + '"]');
  if (row) row.classList.add('selected');
  drawStory();
  draw();
  return true;
}

// Each move's story: the records' comment, a graph of both players' scores over the moves
// (each as its player reported it, from its own side; mates and scores past the bound
// clamped to it) and the time each move took.
const scoreBound = 1000;
function scoreText(s) { return typeof s === 'string' ? s : (s > 0 ? '+' : '') + s; }
function scoreValue(s) {
  if (typeof s === 'string') return s.charAt(0) === '-' ? -scoreBound : scoreBound;
  return Math.max(-scoreBound, Math.min(scoreBound, s));
}
function comment(g, k) {
  if (k < g[7]) return 'opening move';
  const story = g[10];
  if (!story) return '';
  const t = story[0][k], s = story[1][k], d = story[2][k];
  let text = s === null ? (d === null ? '' : 'depth ' + d) : scoreText(s) + (d === null ? '' : '/' + d);
  if (t !== null) text += (text ? ' ' : '') + t + 'ms';
  return text;
}
const svgSpace = 'http://www.w3.org/2000/svg';
function svg(tag, attributes) {
  const node = document.createElementNS(svgSpace, tag);
  for (const name in attributes) node.setAttribute(name, attributes[name]);
  return node;
}
let plyMarker = null;
function drawStory() {
  const box = byId('story'), story = game[10];
  box.textContent = '';
  plyMarker = null;
  box.hidden = !story;
  if (!story) return;
  const n = moves.length, w = 520, h = 120, timeHeight = 40;
  const x = function (k) { return ((k + 0.5) / n * w).toFixed(1); };
  const scores = svg('svg', { viewBox: '0 0 ' + w + ' ' + h, class: 'scores', role: 'img' });
  scores.setAttribute('aria-label', 'each player\'s scores over the moves, from its own side, clamped at ' + scoreBound);
  scores.appendChild(svg('line', { x1: 0, y1: h / 2, x2: w, y2: h / 2, class: 'axis' }));
  ['x', 'o'].forEach(function (side, parity) {
    const points = [];
    story[1].forEach(function (s, k) {
      if (k % 2 !== parity || s === null) return;
      points.push(x(k) + ',' + (h / 2 - scoreValue(s) / scoreBound * (h / 2 - 4)).toFixed(1));
    });
    const line = svg('polyline', { points: points.join(' '), class: 'score ' + side });
    line.dataset.count = String(points.length);
    scores.appendChild(line);
  });
  plyMarker = svg('line', { y1: 0, y2: h, class: 'marker' });
  scores.appendChild(plyMarker);
  const times = svg('svg', { viewBox: '0 0 ' + w + ' ' + timeHeight, class: 'times', role: 'img' });
  times.setAttribute('aria-label', 'the time each move took');
  const longest = Math.max(1, ...story[0].filter(function (t) { return t !== null; }));
  story[0].forEach(function (t, k) {
    if (t === null) return;
    const height = Math.max(1, t / longest * timeHeight);
    const bar = svg('rect', { x: (k / n * w).toFixed(1), y: (timeHeight - height).toFixed(1), width: Math.max(1, w / n - 1).toFixed(1), height: height.toFixed(1), class: 'time ' + (k % 2 === 0 ? 'x' : 'o') });
    bar.dataset.ply = String(k + 1);
    bar.dataset.ms = String(t);
    bar.appendChild(svg('title', {})).textContent = 'move ' + (k + 1) + ': ' + t + 'ms';
    times.appendChild(bar);
  });
  const legend = element('p', '', 'note');
  legend.appendChild(element('span', players[game[1]] + ' (X)', 'key x'));
  legend.appendChild(document.createTextNode(' and '));
  legend.appendChild(element('span', players[game[2]] + ' (O)', 'key o'));
  legend.appendChild(document.createTextNode(': each one\'s scores, from its own side (mates at \u00b1' + scoreBound + '); below, each move\'s time (longest ' + longest + 'ms).'));
  box.appendChild(scores);
  box.appendChild(times);
  box.appendChild(legend);
}

function go(target) {
  if (!game) return;
  ply = Math.max(0, Math.min(moves.length, target));
  draw();
}

function draw() {
  const marks = new Array(cellElements.length).fill('');
  for (let k = 0; k < ply; k++) marks[moves[k]] = k % 2 === 0 ? 'X' : 'O';
  const last = ply > 0 ? moves[ply - 1] : -1, atEnd = ply === moves.length;
  const opening = new Set(moves.slice(0, Math.min(ply, game[7])));
  for (let c = 0; c < cellElements.length; c++) {
    const cell = cellElements[c], mark = marks[c];
    let className = 'cell';
    if (mark) className += mark === 'X' ? ' x' : ' o';
    if (opening.has(c)) className += ' opening';
    if (c === last) className += ' last';
    if (atEnd && line.has(c)) className += ' win';
    if (cell.textContent !== mark) cell.textContent = mark;
    if (cell.className !== className) cell.className = className;
  }
  byId('ply').textContent = ply === 0
    ? 'The start, ' + moves.length + ' moves to come'
    : 'Move ' + ply + ' of ' + moves.length + ': ' + (ply % 2 === 1 ? 'X' : 'O') + ' ' + moveName(moves[ply - 1]);
  for (const item of moveList.children) item.classList.toggle('current', Number(item.dataset.ply) === ply);
  board.dataset.game = String(game[0]);
  board.dataset.ply = String(ply);
  if (plyMarker) {
    const at = ply === 0 ? -1 : ((ply - 0.5) / moves.length * 520).toFixed(1);
    plyMarker.setAttribute('x1', at);
    plyMarker.setAttribute('x2', at);
  }
}

byId('first').addEventListener('click', function () { active = true; go(0); });
byId('prev').addEventListener('click', function () { active = true; go(ply - 1); });
byId('next').addEventListener('click', function () { active = true; go(ply + 1); });
byId('last').addEventListener('click', function () { active = true; go(moves.length); });

// NB: keys step the viewer once a person has chosen a game, and never while typing.
document.addEventListener('keydown', function (event) {
  if (!game || !active || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target;
  if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return;
  const steps = { ArrowRight: ply + 1, ArrowLeft: ply - 1, Home: 0, End: moves.length };
  if (!(event.key in steps)) return;
  event.preventDefault();
  go(steps[event.key]);
});

// The game list.
const playerFilter = byId('filter-player'), resultFilter = byId('filter-result');
const tableBody = document.querySelector('#games-table tbody');
const pageSize = 100;
let shown = [], page = 0;
players.forEach(function (name, place) {
  const option = element('option', name);
  option.value = String(place);
  playerFilter.appendChild(option);
});

function filter() {
  const player = playerFilter.value, result = resultFilter.value;
  shown = [];
  for (let i = 0; i < games.length; i++) {
    const g = games[i];
    if (player !== '' && String(g[1]) !== player && String(g[2]) !== player) continue;
    if (result === 'f') {
      if (g[9] === 0) continue;
      const loser = g[3] === 1 ? g[2] : g[1];
      if (player !== '' && String(loser) !== player) continue;
    } else if (result !== '' && String(g[3]) !== result) continue;
    shown.push(i);
  }
  page = 0;
  renderPage();
}

function renderPage() {
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  page = Math.max(0, Math.min(pages - 1, page));
  tableBody.textContent = '';
  for (const i of shown.slice(page * pageSize, (page + 1) * pageSize)) {
    const g = games[i], row = document.createElement('tr');
    row.dataset.game = String(g[0]);
    if (!g[8]) row.className = 'uncounted';
    if (game && game[0] === g[0]) row.classList.add('selected');
    const number = element('td', undefined, 'num');
    const link = element('a', String(g[0]));
    link.href = '#game-' + g[0];
    number.appendChild(link);
    row.appendChild(number);
    row.appendChild(element('td', players[g[1]]));
    row.appendChild(element('td', players[g[2]]));
    row.appendChild(element('td', resultText(g)));
    row.appendChild(element('td', (g[9] !== 0 ? g[9] + ': ' : '') + reasonText(g)));
    row.appendChild(element('td', String(g[5].length / width), 'num'));
    row.addEventListener('click', function (event) {
      if (event.target.tagName !== 'A') location.hash = 'game-' + g[0];
    });
    tableBody.appendChild(row);
  }
  byId('page').textContent = shown.length === 0 ? 'no games'
    : 'games ' + (page * pageSize + 1) + '-' + Math.min(shown.length, (page + 1) * pageSize) + ' of ' + shown.length;
  byId('page-prev').disabled = page === 0;
  byId('page-next').disabled = page >= pages - 1;
}
playerFilter.addEventListener('change', filter);
resultFilter.addEventListener('change', filter);
byId('page-prev').addEventListener('click', function () { page -= 1; renderPage(); });
byId('page-next').addEventListener('click', function () { page += 1; renderPage(); });

// The downloads: raw DEFLATE in base64, unpacked by the browser.
function unpack(id) {
  const source = byId(id);
  if (typeof DecompressionStream === 'undefined') {
    return Promise.reject(new Error('This browser cannot unpack the downloads (it has no DecompressionStream).'));
  }
  const binary = atob(source.textContent.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).arrayBuffer().then(function (buffer) {
    return new Blob([buffer], { type: source.dataset.type + ';charset=utf-8' });
  });
}
document.querySelectorAll('.downloads button').forEach(function (button) {
  button.addEventListener('click', function () {
    const source = byId(button.dataset.source);
    unpack(button.dataset.source).then(function (blob) {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = source.dataset.file;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(function () { URL.revokeObjectURL(link.href); }, 60000);
    }, function (error) { button.parentNode.appendChild(element('span', ' ' + error.message, 'note')); });
  });
});

// Fragments: #game-12, and for tests &keys=... and &show=...
function followFragment() {
  const parts = location.hash.replace(/^#/, '').split('&');
  const match = /^game-(\d+)$/.exec(parts[0] || '');
  if (match && open(Number(match[1]))) {
    active = true;
    viewer.scrollIntoView({ block: 'nearest' });
  }
  for (const part of parts.slice(1)) {
    if (part.indexOf('keys=') === 0) {
      for (const key of decodeURIComponent(part.slice(5)).split(',')) {
        if (!key) continue;
        const target = document.activeElement || document.body;
        target.dispatchEvent(new KeyboardEvent('keydown', { key: key, bubbles: true, cancelable: true }));
      }
    } else if (part.indexOf('show=') === 0) {
      const id = decodeURIComponent(part.slice(5));
      unpack(id).then(function (blob) { return blob.text(); }).then(function (text) {
        const preview = element('pre', text);
        preview.id = 'download-preview';
        preview.dataset.source = id;
        preview.hidden = true;
        document.body.appendChild(preview);
      });
    }
  }
}
window.addEventListener('hashchange', followFragment);

buildBoard();
filter();
if (games.length > 0) open(games[0][0]);
followFragment();

if (data.live) {
  setTimeout(function () {
    const box = byId('auto-reload');
    if (box && box.checked) location.reload();
  }, 10000);
}
// NB: how long the page took, from the start of its loading: to the end of this script,
// and to the end of the load event (what the tests and the measurements read).
const timing = byId('load-time');
timing.dataset.ms = performance.now().toFixed(1);
timing.textContent = 'Drawn in ' + Math.round(performance.now()) + ' ms.';
window.addEventListener('load', function () {
  setTimeout(function () { timing.dataset.loadedMs = performance.now().toFixed(1); }, 0);
});
document.body.dataset.ready = '1';
})();

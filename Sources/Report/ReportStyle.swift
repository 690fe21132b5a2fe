/// The page's styles: system fonts only (nothing is fetched), tables with their numbers
/// aligned, and a board that marks the last move and the winning line by shape as well as
/// colour.
enum ReportStyle {
    static let css = #"""
    :root { --ink: #1b1f24; --muted: #5b6470; --line: #d0d5db; --band: #f3f5f7; --accent: #0b5cad; --x: #9b1c1c; --o: #0b4f8a; --win: #ffe28a; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: #fff; }
    header, main, footer { max-width: 1100px; margin: 0 auto; padding: 0 20px; }
    header { padding-top: 18px; border-bottom: 1px solid var(--line); }
    h1 { font-size: 1.6em; margin: 0 0 4px; }
    h2 { font-size: 1.25em; margin: 28px 0 10px; border-bottom: 2px solid var(--ink); padding-bottom: 3px; }
    h3 { font-size: 1.05em; margin: 16px 0 6px; }
    .subtitle { margin: 0 0 10px; color: var(--muted); }
    nav { padding: 6px 0 10px; }
    nav a { margin-right: 14px; color: var(--accent); text-decoration: none; }
    nav a:hover, a:hover { text-decoration: underline; }
    a { color: var(--accent); }
    .notice { background: #fff4d6; border: 1px solid #e0c060; padding: 6px 10px; }
    .note { color: var(--muted); font-size: 0.9em; }
    code { font: 0.92em ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; background: var(--band); padding: 0 3px; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 18px; margin: 0; }
    dt { font-weight: 600; }
    dd { margin: 0; }
    ol.players { margin: 0; padding-left: 1.4em; }
    table { border-collapse: collapse; margin: 4px 0; font-variant-numeric: tabular-nums; }
    th, td { padding: 4px 9px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
    th { background: var(--band); font-weight: 600; border-bottom: 2px solid var(--line); }
    td.num, th.num { text-align: right; white-space: nowrap; }
    td.self { color: var(--muted); }
    tbody tr:hover { background: #f8fafc; }
    .table-wrap { overflow-x: auto; }
    #rating-plot { max-width: 100%; height: auto; font-size: 13px; }
    #rating-plot .grid { stroke: #c8cdd3; stroke-dasharray: 2 3; }
    #rating-plot .zero { stroke: #555; stroke-width: 1.2; }
    #rating-plot .tick { text-anchor: middle; fill: var(--muted); }
    #rating-plot .name { text-anchor: end; fill: var(--ink); }
    #rating-plot .value { fill: var(--ink); }
    #rating-plot .bar, #rating-plot .cap { stroke: var(--accent); stroke-width: 3; }
    #rating-plot .arrow { fill: var(--accent); }
    #rating-plot .dot { fill: #fff; stroke: var(--ink); stroke-width: 2.5; }
    .fault h3 { margin-bottom: 2px; }
    .fault ol { margin-top: 2px; }
    .verdict { font-weight: 600; }
    #viewer { border: 1px solid var(--line); padding: 10px 14px 4px; margin: 6px 0 18px; background: #fcfcfd; }
    #viewer h3 { margin-top: 4px; }
    .board { display: inline-grid; gap: 0; margin: 4px 0 8px; user-select: none; }
    .board div { width: var(--cell); height: var(--cell); display: flex; align-items: center; justify-content: center; }
    .board .cell { border: 1px solid #9aa3ad; margin: 0 -1px -1px 0; background: #f4e4bc; font-weight: 700; font-size: calc(var(--cell) * 0.62); line-height: 1; }
    .board .label { color: var(--muted); font-size: max(10px, calc(var(--cell) * 0.38)); }
    .board .x { color: var(--x); }
    .board .o { color: var(--o); }
    .board .opening { font-style: italic; opacity: 0.8; }
    .board .last { outline: 3px solid var(--ink); outline-offset: -4px; }
    .board .win { background: var(--win); text-decoration: underline; text-decoration-thickness: 2px; }
    .controls { margin: 2px 0 6px; }
    .controls button, .filters button, .downloads button { font: inherit; padding: 3px 10px; margin-right: 4px; cursor: pointer; }
    #ply { margin-left: 8px; color: var(--muted); }
    #moves { display: flex; flex-wrap: wrap; gap: 2px 4px; padding-left: 0; list-style: none; margin: 4px 0 10px; }
    #moves li { padding: 0 4px; cursor: pointer; border-radius: 3px; font: 0.9em ui-monospace, Menlo, Consolas, monospace; }
    #moves li.current { background: var(--ink); color: #fff; }
    .filters { margin: 6px 0; display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; }
    #games-table tbody tr { cursor: pointer; }
    #games-table tr.selected { background: #e8f0fb; }
    #games-table tr.uncounted { color: var(--muted); }
    footer { color: var(--muted); font-size: 0.85em; padding: 24px 20px 30px; }
    """#
}

#!/bin/sh
# Starts a one-node Slurm cluster on this machine, from Debian's packages (slurm-wlm, munge),
# for trying ttt's Slurm recipes (docs/CLUSTERS.md) and for their tests: a munge key,
# munged, a slurm.conf naming this machine as the controller and the one node, slurmctld and
# slurmd. Run it as root (as CI does); it is idempotent: what runs already is left running,
# and a second run only waits for the node to be ready.
#
#   sudo Scripts/slurm-cluster.sh            start it (or check that it runs)
#   sudo Scripts/slurm-cluster.sh --stop     stop the daemons it started
#
# Exits 0 once `sinfo` shows the node idle, 1 with a line saying why when it cannot start
# (no packages, not root, a daemon that will not run). The cluster is a test bed, not a
# production setup: jobs run as the user who submits them, processes are tracked by their
# parents (proctrack/linuxproc, no cgroups), and nothing is accounted.
set -eu

conf=/etc/slurm/slurm.conf
spool=/var/spool/slurm-ttt
node=$(hostname -s)

fail() {
    echo "slurm-cluster: $*" >&2
    exit 1
}

if [ "${1:-}" = "--stop" ]; then
    pkill -x slurmd 2>/dev/null || true
    pkill -x slurmctld 2>/dev/null || true
    exit 0
fi

[ "$(id -u)" = 0 ] || fail "run it as root: it writes /etc/slurm and starts daemons."
for program in munged mungekey slurmctld slurmd sinfo sbatch scontrol; do
    command -v "$program" >/dev/null 2>&1 || [ -x "/usr/sbin/$program" ] ||
        fail "'$program' is missing: install Debian's slurm-wlm and munge (apt-get install slurm-wlm munge)."
done
PATH=/usr/sbin:/usr/bin:/sbin:/bin:$PATH

# munge: a key, then the daemon, as its own user.
if [ ! -s /etc/munge/munge.key ]; then
    mungekey --create --keyfile=/etc/munge/munge.key
fi
chown munge:munge /etc/munge/munge.key
chmod 400 /etc/munge/munge.key
mkdir -p /run/munge /var/log/munge /var/lib/munge
chown munge:munge /run/munge /var/log/munge /var/lib/munge
if ! munge -n 2>/dev/null | unmunge >/dev/null 2>&1; then
    runuser -u munge -- munged || fail "munged would not start (see /var/log/munge/munged.log)."
    tries=0
    until munge -n 2>/dev/null | unmunge >/dev/null 2>&1; do
        tries=$((tries + 1))
        [ "$tries" -lt 100 ] || fail "munged runs but does not answer."
        sleep 0.1
    done
fi

# slurm.conf: this machine is the controller and the one node, with its processors and memory.
cpus=$(nproc)
memory=$(awk '/^MemTotal:/ { print int($2 / 1024 * 0.9) }' /proc/meminfo)
mkdir -p /etc/slurm "$spool/ctld" "$spool/d" /var/log/slurm
wanted=$(cat <<EOF
# Written by ttt's Scripts/slurm-cluster.sh: a one-node test cluster.
ClusterName=ttt
SlurmctldHost=$node
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
StateSaveLocation=$spool/ctld
SlurmdSpoolDir=$spool/d
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
ReturnToService=2
MpiDefault=none
# NB: a job's processes get SIGTERM, then SIGKILL this many seconds later (the default).
KillWait=30
NodeName=$node CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=main Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
)
if [ ! -f "$conf" ] || [ "$(cat "$conf")" != "$wanted" ]; then
    printf '%s\n' "$wanted" > "$conf"
    # NB: daemons started with another configuration read this one only when restarted.
    pkill -x slurmd 2>/dev/null || true
    pkill -x slurmctld 2>/dev/null || true
    sleep 1
fi

pgrep -x slurmctld >/dev/null || slurmctld || fail "slurmctld would not start (see /var/log/slurm/slurmctld.log)."
pgrep -x slurmd >/dev/null || slurmd || fail "slurmd would not start (see /var/log/slurm/slurmd.log)."

# Ready when the node is idle (or has jobs); a node that was down comes back.
tries=0
while :; do
    state=$(sinfo -h -n "$node" -o %T 2>/dev/null | head -n 1)
    case "$state" in
    idle* | mixed* | allocated* | completing*) break ;;
    down* | drain*) scontrol update NodeName="$node" State=RESUME 2>/dev/null || true ;;
    esac
    tries=$((tries + 1))
    [ "$tries" -lt 300 ] || fail "the node is '${state:-unknown}' after 30 seconds (see /var/log/slurm/)."
    sleep 0.1
done
echo "slurm-cluster: node $node is ${state}: sbatch, squeue, scontrol and scancel are ready."

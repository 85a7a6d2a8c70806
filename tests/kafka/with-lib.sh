# Sourced by with-broker.sh, with-cluster.sh and ../hosts/with-hosts.sh:
# what the three share once their service is up. The caller defines
# cleanup() (it stops what it started, by $rc) and sets rc and child.

# $1 = exit code, $2 = signal: passed on to COMMAND, which gets 30 s to
# end before SIGKILL.
on_signal() {
    local waited=0
    trap '' INT TERM
    rc=$1
    if [ -n "$child" ]; then
        kill "-$2" "$child" 2>/dev/null
        while kill -0 "$child" 2>/dev/null && [ "$waited" -lt 300 ]; do
            sleep 0.1
            waited=$((waited + 1))
        done
        kill -KILL "$child" 2>/dev/null
    fi
    cleanup
    exit "$rc"
}

# Runs COMMAND ("$@") and exits with its exit code. COMMAND runs in the
# background and is waited for, so that a SIGTERM sent to the script
# alone is acted on at once (bash defers traps until a foreground command
# ends). The subshell undoes what bash does to background commands
# without job control: SIGINT and SIGQUIT ignored, stdin from /dev/null.
kp_with_run() {
    (
        trap - INT QUIT
        exec "$@"
    ) <&0 &
    child=$!
    wait "$child"
    rc=$?
    child=
    exit "$rc"
}

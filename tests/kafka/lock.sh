# Sourced by tests/run, with-broker.sh and with-cluster.sh. The test
# brokers listen on fixed ports, so one test run at a time may use them on
# a machine: kp_kafka_lock waits for the others (/tmp/kplan-kafka.lock)
# and holds the lock until the calling process ends. Processes it starts
# inherit the lock and do not take it again (KP_KAFKA_LOCKED).
kp_kafka_lock() {
	[ -n "${KP_KAFKA_LOCKED:-}" ] && return 0
	command -v flock >/dev/null 2>&1 || return 0
	exec 8>/tmp/kplan-kafka.lock
	if ! flock -n 8; then
		echo "$1: waiting for another test run to finish with the Kafka test brokers" >&2
		flock 8
	fi
	export KP_KAFKA_LOCKED=1
	kp_reserve_ports
}

# The test brokers, Prometheus and node_exporter listen on fixed ports
# from 39000 to 39999, inside the kernel's range of ephemeral ports
# (32768-60999 by default): a client connection of a test (a broker's to
# its controller, say) can be given one of them as its own port, and a
# server started later then fails with "address already in use". As
# root, kp_reserve_ports takes those ports out of the ephemeral range
# (net.ipv4.ip_local_reserved_ports, added to what is there; the kernel
# keeps it until reboot, and it changes nothing else); otherwise it does
# nothing, and such a clash stays possible, if rare.
kp_reserve_ports() {
	local f=/proc/sys/net/ipv4/ip_local_reserved_ports cur
	[ "$(id -u)" = 0 ] && [ -w "$f" ] || return 0
	cur=$(cat "$f" 2>/dev/null) || return 0
	case ",$cur," in *,39000-39999,*) return 0 ;; esac
	echo "${cur:+$cur,}39000-39999" >"$f" 2>/dev/null || true
}

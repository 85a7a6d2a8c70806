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
}

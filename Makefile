# kplan: Kafka capacity planning and acceptance tests in one command.
#
#   make                 build build/kplan
#   make test            unit tests, CLI and embedded-cluster tests, the
#                        real-broker tests (Kafka 3.9.1, one broker) and the
#                        3-broker Kafka 4.4.0 cluster tests, all under
#                        ASan + UBSan
#   make demo            run plans/quickstart.json on the embedded cluster
#   make deps            install missing Debian packages (build + demo)
#   make test-deps       install missing Debian packages for the test suite
#   make install PREFIX=/usr/local
#   make style-check     clang-format check, no function over 150 lines;
#                        make style  reformats
#   make check-layers    who may include whom in src/ (docs/style.md)
#   make bench           side-by-side benchmarks (bench/)
#   make bench-capacity  capacity at the criteria on the real test broker
#   make bench-parity    kplan produce against Kafka's tool on the 3-broker cluster
#   make bench-onboarding  onboarding.json --scale 0.01 before/after, beside Kafka's tool
#   make bench-pacer BEFORE=rev  a fixed rate's client CPU, before/after
#   make bench-loadloop BEFORE=rev  make bench's kplan figures, before/after
#   make bench-brokers   the brokers' window figures against their exporters' own, 3-broker cluster
#   make bench-attribution  which cause kplan names in runs whose cause is set up
#   make bench-sizing    the capacity model against the saturation of brokers held to a CPU budget
#   make bench-hosts     verdict and cause on emulated hosts: unheld, a broker held, the client held
#   make fuzz            libFuzzer targets, FUZZ_SECONDS each (600)
#   make memcheck        valgrind memcheck of an embedded-cluster run
#   make example         reports/example/ (and .zh-CN/) on the 3-broker test cluster
#   make images          docs/images: the reports' first pages, from the examples

PREFIX     ?= /usr/local
BINDIR     ?= $(PREFIX)/bin
MANDIR     ?= $(PREFIX)/share/man/man1
DATADIR    ?= $(PREFIX)/share/kplan
BUILD      := build
CC         ?= cc
PKG_CONFIG ?= pkg-config
PKGS       := rdkafka xlsxwriter libcjson zlib libcurl
# libmicrohttpd: the HTTP server of the live metrics (src/run/live_metrics.c).
PKGS       += libmicrohttpd

VERSION := $(shell git describe --tags --always --dirty 2>/dev/null || echo 0.0.0-unknown)

WARN      := -std=c11 -Wall -Wextra -Wshadow -Wstrict-prototypes \
             -Wmissing-prototypes -Werror
PKG_CFLAGS := $(shell $(PKG_CONFIG) --cflags $(PKGS) 2>/dev/null)
PKG_LIBS   := $(shell $(PKG_CONFIG) --libs $(PKGS) 2>/dev/null)
CPPFLAGS  += -D_GNU_SOURCE -I$(BUILD)/gen -Isrc $(PKG_CFLAGS) \
             -DKP_DATADIR='"$(DATADIR)"'
CFLAGS    ?= -O2 -g
LDLIBS    += $(PKG_LIBS) -lpthread -lm
SAN       := -fsanitize=address,undefined -fno-sanitize-recover=all \
             -fno-omit-frame-pointer

# src/ is in layers, a folder each (docs/style.md): base, plan, results,
# kafka, prom, evaluate, report, app. make check-layers enforces who may
# include whom.
LAYERS   := base plan results kafka prom evaluate run report app
# gen_*.c are build-time generators, not parts of kplan.
SRCS     := $(filter-out $(wildcard src/*/gen_*.c),\
              $(sort $(foreach l,$(LAYERS),$(wildcard src/$(l)/*.c src/$(l)/*/*.c))))
LIB_SRCS := $(filter-out src/app/main.c,$(SRCS))
OBJS     := $(SRCS:src/%.c=$(BUILD)/obj/%.o)
ASAN_OBJS := $(SRCS:src/%.c=$(BUILD)/asan/obj/%.o)
ASAN_LIB_OBJS := $(LIB_SRCS:src/%.c=$(BUILD)/asan/obj/%.o)
UNIT_SRCS := $(sort $(wildcard tests/unit/test_*.c))
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(BUILD)/asan/tests/%)
# The layers under kafka need neither librdkafka nor libxlsxwriter: their
# tests link with those layers alone, and only libcjson (docs/style.md).
CORE_LAYERS := base plan results
CORE_OBJS := $(patsubst src/%.c,$(BUILD)/asan/obj/%.o,\
               $(filter $(foreach l,$(CORE_LAYERS),src/$(l)/%),$(SRCS)))
CORE_TESTS := test_agents test_bitset test_dirlock test_brokers test_client test_clientdefaults test_criterion \
              test_hist test_json test_mustache test_pacer test_promql test_topicconfig \
              test_plan test_plan_agents test_plan_inputs test_plan_set test_props test_results test_series test_units \
              test_live_text
CORE_BINS := $(CORE_TESTS:%=$(BUILD)/asan/tests/%)
CORE_LIBS := $(shell $(PKG_CONFIG) --libs libcjson 2>/dev/null) -lpthread -lm

.PHONY: all test test-unit test-cli test-embedded test-kafka test-cluster \
        test-reports \
        demo deps test-deps install uninstall style style-check clean \
        bench bench-loadloop bench-capacity bench-parity bench-onboarding bench-pacer bench-brokers bench-attribution bench-sizing bench-hosts fuzz fuzz-smoke memcheck example images pdf fixtures update-golden \
        check-layers \
        FORCE

all: $(BUILD)/kplan

$(BUILD)/kplan: $(OBJS)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/obj/%.o: src/%.c | $(BUILD)/gen/version.h $(BUILD)/gen/kp_rdtables.h
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) -MMD -MP -c -o $@ $<

# The sanitizer build: what the whole test suite runs.
$(BUILD)/asan/kplan: $(ASAN_OBJS)
	$(CC) -O1 -g $(SAN) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/asan/obj/%.o: src/%.c | $(BUILD)/gen/version.h $(BUILD)/gen/kp_rdtables.h
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) -O1 -g $(SAN) -MMD -MP -c -o $@ $<

$(BUILD)/asan/libkplan.a: $(ASAN_LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^

$(BUILD)/asan/libkplan_core.a: $(CORE_OBJS)
	@rm -f $@
	ar rcs $@ $^

$(CORE_BINS): $(BUILD)/asan/tests/%: tests/unit/%.c $(BUILD)/asan/libkplan_core.a
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) -O1 -g $(SAN) -MMD -MP \
	    $(shell $(PKG_CONFIG) --cflags cmocka) -o $@ $< \
	    $(BUILD)/asan/libkplan_core.a $(shell $(PKG_CONFIG) --libs cmocka) \
	    $(CORE_LIBS)

$(BUILD)/asan/tests/%: tests/unit/%.c $(BUILD)/asan/libkplan.a
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) -O1 -g $(SAN) -MMD -MP \
	    $(shell $(PKG_CONFIG) --cflags cmocka) -o $@ $< \
	    $(BUILD)/asan/libkplan.a $(shell $(PKG_CONFIG) --libs cmocka) $(LDLIBS)

# What the plan layer knows of librdkafka (property names and scopes,
# error names), generated so that the plan layer needs no librdkafka
# header (src/kafka/gen_rdtables.c).
$(BUILD)/gen/kp_rdtables.h: src/kafka/gen_rdtables.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) -O1 -o $(BUILD)/gen/gen_rdtables $< $(LDLIBS)
	$(BUILD)/gen/gen_rdtables > $@.tmp && mv $@.tmp $@

# version.h changes only when `git describe` does.
$(BUILD)/gen/version.h: FORCE
	@mkdir -p $(@D)
	@echo '#define KP_VERSION "$(VERSION)"' > $@.tmp
	@cmp -s $@.tmp $@ && rm -f $@.tmp || mv $@.tmp $@

# --- tests -------------------------------------------------------------
# The TCP relay tests/kafka/test_agents.sh runs between its agents'
# network namespaces and the test broker: a test tool, not part of kplan,
# optimized, without sanitizers.
RELAY := $(BUILD)/tests/tcp-relay

$(RELAY): tests/kafka/tcp_relay.c
	@mkdir -p $(@D)
	$(CC) -D_GNU_SOURCE $(WARN) -O2 -o $@ $<

TEST_BUILD := $(BUILD)/asan/kplan $(UNIT_BINS) $(RELAY)

test: $(TEST_BUILD)
	tests/run all

test-unit: $(UNIT_BINS)
	tests/run unit

test-cli: $(BUILD)/asan/kplan
	tests/run cli

test-embedded: $(BUILD)/asan/kplan
	tests/run embedded

test-kafka: $(BUILD)/asan/kplan $(RELAY)
	tests/run kafka

test-cluster: $(BUILD)/asan/kplan
	tests/run cluster

test-reports: $(BUILD)/asan/kplan $(UNIT_BINS)
	tests/run reports

# The fixture behind the golden reports, made by the real serializer.
fixtures: $(BUILD)/asan/libkplan.a
	$(CC) $(CPPFLAGS) -O1 -g $(SAN) -o $(BUILD)/asan/make_results \
	    tests/fixtures/make_results.c $(BUILD)/asan/libkplan.a $(LDLIBS)
	$(BUILD)/asan/make_results tests/fixtures/plan-3tier.json \
	    tests/fixtures/results-3tier.json

# Rewrites tests/golden/ from the current templates; review the diff.
update-golden: $(BUILD)/asan/tests/test_report_md
	KP_UPDATE_GOLDEN=1 $(BUILD)/asan/tests/test_report_md

# The fixture's workbook as PDF, through LibreOffice (headless).
pdf: $(BUILD)/asan/tests/test_report_xlsx
	@mkdir -p $(BUILD)/pdf
	$(BUILD)/asan/tests/test_report_xlsx --write \
	    tests/fixtures/results-3tier.json $(BUILD)/pdf/report.xlsx
	tests/xlsx/to_pdf.sh $(BUILD)/pdf/report.xlsx $(BUILD)/pdf

# --- demo, deps, install -------------------------------------------------
demo: $(BUILD)/kplan
	$(BUILD)/kplan run plans/quickstart.json

deps:
	@sh tests/deps.sh build

test-deps:
	@sh tests/deps.sh test

install: $(BUILD)/kplan
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR) \
	    $(DESTDIR)$(DATADIR)/templates $(DESTDIR)$(DATADIR)/plans
	install -m 755 $(BUILD)/kplan $(DESTDIR)$(BINDIR)/kplan
	install -m 644 docs/kplan.1 $(DESTDIR)$(MANDIR)/kplan.1
	install -m 644 templates/*.mustache $(DESTDIR)$(DATADIR)/templates/
	install -m 644 plans/*.json $(DESTDIR)$(DATADIR)/plans/

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/kplan $(DESTDIR)$(MANDIR)/kplan.1
	rm -rf $(DESTDIR)$(DATADIR)

# The example report sets (root; about 15 minutes). reports/example/:
# plans/example.json run against the 3-broker Kafka 4.4 test cluster on
# emulated hosts (tests/hosts/hosts.sh: each broker a network namespace
# and a 0.4-core cgroup, kplan on a client host of its own at 0.3 cores,
# Prometheus beside it), and the same results reported in Chinese in
# reports/example.zh-CN/ (results.json copied byte for byte). Brokers just
# started still compile their hot paths, slowly at a small budget: they
# are warmed up unheld first (tests/hosts/plans/warm-up.json, its reports
# thrown away). reports/example-shared/: plans/example-shared.json on the
# same cluster on 127.0.0.1, the brokers on the load client's own host
# (INCONCLUSIVE, and what to change), after one warm-up run of its own.
# It refuses a tree with uncommitted changes: the reports would name a
# "-dirty" kplan version.
example: $(BUILD)/kplan
	@case "$(VERSION)" in *-dirty) \
	    echo "make example: the tree has uncommitted changes, so the reports' kplan version would end in -dirty; commit or stash them first" >&2; \
	    exit 1;; esac
	rm -rf reports/example reports/example.zh-CN reports/example-shared
	tests/kafka/with-cluster.sh sh -c 'tests/kafka/prometheus.sh start >/dev/null && \
	    w=$$(mktemp -d) && \
	    $(BUILD)/kplan run -q -X bootstrap.servers=$$KP_CLUSTER_BOOTSTRAP \
	    --out "$$w/warm-up" plans/example-shared.json >/dev/null 2>&1; \
	    rm -rf "$$w"; $(BUILD)/kplan run \
	    -X bootstrap.servers=$$KP_CLUSTER_BOOTSTRAP --out reports/example-shared \
	    plans/example-shared.json; rc=$$?; tests/kafka/prometheus.sh stop; test $$rc -le 1'
	tests/hosts/with-hosts.sh sh -c 'w=$$(mktemp -d) && \
	    export KAFKA_BOOTSTRAP=$$KP_CLUSTER_BOOTSTRAP KP_PROM_URL=$$KP_HOSTS_PROM_URL && \
	    $$KP_HOSTS_SCRIPT hold all off && \
	    $$KP_HOSTS_SCRIPT client $(BUILD)/kplan run -q --out "$$w/warm-up" \
	        tests/hosts/plans/warm-up.json >/dev/null 2>&1; \
	    rm -rf "$$w"; $$KP_HOSTS_SCRIPT hold all default && \
	    $$KP_HOSTS_SCRIPT client $(BUILD)/kplan run --out reports/example \
	        plans/example.json; test $$? -le 1'
	$(BUILD)/kplan report --lang zh-CN --out reports/example.zh-CN \
	    reports/example; test $$? -le 1

# The README's pictures (docs/images) from the example report sets.
images:
	tests/xlsx/screenshots.sh docs/images reports/example en \
	    reports/example.zh-CN zh-CN

# --- fuzzing and memcheck ----------------------------------------------
FUZZ_SECONDS ?= 600

# libFuzzer targets under ASan + UBSan (clang), each for FUZZ_SECONDS from
# a copy of tests/fuzz/corpus/TARGET; failing inputs stay in $$TMPDIR.
fuzz:
	FUZZ_BUILD=$(BUILD)/fuzz tests/fuzz/run.sh $(FUZZ_SECONDS)

# The smoke CI runs: every target for 15 s, every saved reproducer once.
fuzz-smoke:
	FUZZ_BUILD=$(BUILD)/fuzz tests/run fuzz

# valgrind memcheck of a small embedded-cluster run.
memcheck:
	MC_BUILD=$(BUILD)/memcheck tests/run memcheck

# --- benchmarks (bench/): not part of make test ------------------------
# Side by side against the real test broker (started if none answers) and
# the embedded cluster; writes bench/results/ and the table in
# docs/benchmarks.md. BENCH_ARGS=--quick for a smoke run.
$(BUILD)/bench/bare_producer: bench/bare_producer.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) -O2 -g -o $@ $< $(LDLIBS)

bench: $(BUILD)/kplan $(BUILD)/bench/bare_producer
	tests/kafka/with-broker.sh bench/bench.py --docs docs/benchmarks.md $(BENCH_ARGS)

# The capacity at the criteria on the real test broker: a rate search run
# twice, its soak and backlog drain, Kafka's producer tool at the rate
# found, and the seed-like plan's headroom (bench/capacity.py; about 10
# min). Writes bench/results/capacity-<UTC time>.md.
bench-capacity: $(BUILD)/kplan
	tests/kafka/with-broker.sh bench/capacity.py $(BENCH_ARGS)

# kplan produce against Kafka's ProducerPerformance 4.4.0, the same
# flags, alternating, on the 3-broker Kafka 4.4.0 test cluster (started
# if none answers), and each client default kplan takes from the Java
# client set back to librdkafka's (bench/parity.py; about 25 minutes).
# Rewrites the parity section of docs/benchmarks.md.
bench-parity: $(BUILD)/kplan
	tests/kafka/with-cluster.sh bench/parity.py --defaults --docs docs/benchmarks.md $(BENCH_ARGS)

# plans/onboarding.json --scale 0.01 on the 3-broker cluster, before and
# after, beside Kafka's tool at each tier's rate (bench/onboarding.py).
# BEFORE=<git revision> builds that revision's kplan into bench/.cache to
# compare with; without it, "before" is --client-defaults librdkafka.
bench-onboarding: $(BUILD)/kplan
	@if [ -n "$(BEFORE)" ]; then \
	    b=$$(bench/build-rev.sh $(BEFORE)) && \
	    tests/kafka/with-cluster.sh bench/onboarding.py --before $$b \
	        --before-name "before ($(BEFORE))" --docs docs/benchmarks.md $(BENCH_ARGS); \
	else tests/kafka/with-cluster.sh bench/onboarding.py --docs docs/benchmarks.md $(BENCH_ARGS); fi

# What a fixed rate costs the load client: kplan produce at 2,000 msg/s
# on the single test broker, this kplan against the one of BEFORE=<git
# revision> (bench/pacer.py; about 4 minutes).
bench-pacer: $(BUILD)/kplan
	@test -n "$(BEFORE)" || { echo "make bench-pacer BEFORE=<git revision>" >&2; exit 2; }
	b=$$(bench/build-rev.sh $(BEFORE)) && tests/kafka/with-broker.sh \
	    bench/pacer.py --before $$b --before-name "before ($(BEFORE))" \
	    --docs docs/benchmarks.md $(BENCH_ARGS)

# make bench's kplan scenarios, this kplan against the one of BEFORE=<git
# revision>, side by side in one run (bench/loadloop.py; about 8 minutes):
# what a change to the load loop must leave within noise.
bench-loadloop: $(BUILD)/kplan
	@test -n "$(BEFORE)" || { echo "make bench-loadloop BEFORE=<git revision>" >&2; exit 2; }
	b=$$(bench/build-rev.sh $(BEFORE)) && tests/kafka/with-broker.sh \
	    bench/loadloop.py --before $$b --before-name "before ($(BEFORE))" \
	    --docs docs/benchmarks.md $(BENCH_ARGS)

bench-brokers: $(BUILD)/kplan
	tests/kafka/with-cluster.sh sh -c 'tests/kafka/prometheus.sh start >/dev/null && \
	    eval "$$(tests/kafka/prometheus.sh env)" && export KP_PROM_URL && \
	    bench/brokers_window.py --docs docs/benchmarks.md $(BENCH_ARGS); rc=$$?; \
	    tests/kafka/prometheus.sh stop; exit $$rc'

# Which cause kplan names ("where the time went") in live runs whose
# cause is set up: the client or a broker held by a cgroup CPU quota, a
# producer quota, librdkafka's defaults at linger.ms 0, and a control, on
# the 3-broker cluster with Prometheus (bench/attribution.py; about 5
# minutes; the cgroup scenarios need root). Rewrites the attribution
# section of docs/benchmarks.md. BENCH_ARGS="--only quota --reps 3".
bench-attribution: $(BUILD)/kplan
	tests/kafka/with-cluster.sh bench/attribution.py --docs docs/benchmarks.md $(BENCH_ARGS)

# The capacity model (evaluate/sizing.h) against the saturation rate of
# 1, 2 and 3 brokers, each held to a CPU budget by a cgroup (needs root;
# bench/sizing.py, about 10 minutes). Rewrites its table in
# docs/benchmarks.md.
bench-sizing: $(BUILD)/kplan
	tests/kafka/with-cluster.sh sh -c 'tests/kafka/prometheus.sh start >/dev/null && \
	    eval "$$(tests/kafka/prometheus.sh env)" && export KP_PROM_URL && \
	    bench/sizing.py --docs docs/benchmarks.md $(BENCH_ARGS); rc=$$?; \
	    tests/kafka/prometheus.sh stop; exit $$rc'

# Which verdict and cause kplan gives on the 3-broker cluster on emulated
# hosts (tests/hosts/hosts.sh; needs root): every host at its budget, a
# broker held, the client held (bench/hosts.py, about 6 minutes).
# Rewrites its table in docs/benchmarks.md.
bench-hosts: $(BUILD)/kplan
	tests/hosts/with-hosts.sh bench/hosts.py --docs docs/benchmarks.md $(BENCH_ARGS)

# --- style -------------------------------------------------------------
STYLE_FILES := $(wildcard src/*/*.c src/*/*.h src/*/*/*.c src/*/*/*.h tests/unit/*.[ch] bench/*.c tests/fuzz/*.c \
                 tests/fixtures/*.c tests/kafka/*.c)

style:
	clang-format -i $(STYLE_FILES)

# And no function over 150 lines (tests/check-functions.sh).
style-check:
	clang-format --dry-run --Werror $(STYLE_FILES)
	@sh tests/check-functions.sh

check-layers:
	@sh tests/check-layers.sh

clean:
	rm -rf $(BUILD)

-include $(OBJS:.o=.d) $(ASAN_OBJS:.o=.d) $(UNIT_BINS:=.d)

#!/usr/bin/python3
"""tests/junit_check.py FILE [--expect tests,failures,errors,skipped]

Reads a JUnit XML report with lxml, as a CI system's JUnit reader does,
and checks what GitLab and Jenkins rely on: the root <testsuites>, each
<testsuite> with its <testcase> children, at most one <failure>, <error>
or <skipped> in a case, each with a message, and counts in the
attributes that match the elements. Prints one line per failing case
(suite, case, message) and the totals; exits 1 on any mismatch.
"""
import sys

from lxml import etree

path = sys.argv[1]
want = None
if len(sys.argv) > 3 and sys.argv[2] == "--expect":
    want = tuple(int(x) for x in sys.argv[3].split(","))

root = etree.parse(path).getroot()
bad = []
if root.tag != "testsuites":
    bad.append("root is <%s>, not <testsuites>" % root.tag)
totals = [0, 0, 0, 0]
for suite in root:
    if suite.tag != "testsuite":
        bad.append("<%s> under <testsuites>" % suite.tag)
        continue
    n = [0, 0, 0, 0]
    for case in suite:
        if case.tag != "testcase":
            bad.append("<%s> in suite %s" % (case.tag, suite.get("name")))
            continue
        if not case.get("name") or not case.get("classname"):
            bad.append("a case without a name or classname")
        n[0] += 1
        kids = list(case)
        if len(kids) > 1:
            bad.append("case %s has %d results" % (case.get("name"), len(kids)))
        for k in kids:
            i = {"failure": 1, "error": 2, "skipped": 3}.get(k.tag)
            if i is None:
                bad.append("<%s> in case %s" % (k.tag, case.get("name")))
                continue
            n[i] += 1
            if not k.get("message"):
                bad.append("<%s> without a message" % k.tag)
            if i in (1, 2):
                print("%s: %s %s: %s" % (k.tag, suite.get("name"),
                                         case.get("name"), k.get("message")))
            elif k.get("type") == "INCONCLUSIVE":
                # Skipped, with why: the test rig, not the cluster, was
                # the limit (kplan's INCONCLUSIVE).
                print("inconclusive: %s %s: %s" % (suite.get("name"),
                                                   case.get("name"),
                                                   k.get("message")))
    got = [int(suite.get(a, -1)) for a in ("tests", "failures", "errors", "skipped")]
    if got != n:
        bad.append("suite %s says %s, has %s" % (suite.get("name"), got, n))
    totals = [a + b for a, b in zip(totals, n)]
got = [int(root.get(a, -1)) for a in ("tests", "failures", "errors", "skipped")]
if got != totals:
    bad.append("testsuites says %s, has %s" % (got, totals))
if want is not None and tuple(totals) != want:
    bad.append("expected %s, found %s" % (list(want), totals))
print("totals: tests %d, failures %d, errors %d, skipped %d" % tuple(totals))
for b in bad:
    print("BAD: " + b)
sys.exit(1 if bad else 0)

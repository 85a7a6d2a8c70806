/*
 * libFuzzer target: parses the input with the strict JSON scanner and,
 * when it parses, reads the tree as results.json, as `kplan report`
 * does. Results that load are written back and must load again: the
 * serializer and the reader agree on every file the reader accepts.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/json.h"
#include "results/results.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void broken(const char *what)
{
        fprintf(stderr, "fuzz_json: broken contract: %s\n", what);
        abort();
}

/* errstr starts without a NUL, as a caller's stack buffer may: a failure
 * that writes no sentence leaves it unterminated. */
static int has_sentence(const char *errstr, size_t n)
{
        return memchr(errstr, '\0', n) && errstr[0] != '\0';
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
        kp_json_doc *doc = NULL;
        kp_results *r = NULL, *again = NULL;
        cJSON *j;
        char errstr[1024];
        int line, col;

        memset(errstr, 'X', sizeof(errstr));
        if (kp_json_parse((const char *)data, size, "fuzz.json", &doc, errstr,
                          sizeof(errstr)) != 0) {
                if (doc)
                        broken("kp_json_parse failed but returned a document");
                if (!has_sentence(errstr, sizeof(errstr)))
                        broken("kp_json_parse failed without an error message");
                return 0;
        }
        if (!doc || !kp_json_root(doc))
                broken("kp_json_parse returned 0 without a document");
        /* Positions are 1-based. */
        if (kp_json_where(doc, "", &line, &col) && (line < 1 || col < 1))
                broken("kp_json_where gave a position below 1:1");
        if (kp_json_where(doc, "tiers[0].produce", &line, &col) &&
            (line < 1 || col < 1))
                broken("kp_json_where gave a position below 1:1");

        memset(errstr, 'X', sizeof(errstr));
        if (kp_results_from_json(kp_json_root(doc), &r, errstr,
                                 sizeof(errstr)) != 0) {
                if (r)
                        broken("kp_results_from_json failed but returned "
                               "results");
                if (!has_sentence(errstr, sizeof(errstr)))
                        broken("kp_results_from_json failed without an error "
                               "message");
                kp_json_doc_destroy(doc);
                return 0;
        }
        j = kp_results_to_json(r, NULL);
        if (!j)
                broken("kp_results_to_json returned NULL");
        if (kp_results_from_json(j, &again, errstr, sizeof(errstr)) != 0) {
                fprintf(stderr, "fuzz_json: %s\n", errstr);
                broken("results written by kp_results_to_json do not load");
        }
        if (again->n_tiers != r->n_tiers)
                broken("results written and loaded again lost tiers");
        kp_results_destroy(again);
        cJSON_Delete(j);
        kp_results_destroy(r);
        kp_json_doc_destroy(doc);
        return 0;
}

/*
 * libFuzzer target: parses the input as a Java .properties file (the
 * bytes as they are: not NUL-terminated, so an over-read is caught) and
 * expands ${VAR} references in it, as the plan parser does in every
 * string value.
 *
 * Variables whose name starts with an upper-case letter are set (to a
 * value that itself looks like a reference, which must stay literal);
 * the others are unset, so both ${VAR} and ${VAR:-default} paths run.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/props.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void broken(const char *what)
{
        fprintf(stderr, "fuzz_props: broken contract: %s\n", what);
        abort();
}

static const char *some_getenv(void *opaque, const char *name)
{
        (void)opaque;
        if (name[0] >= 'A' && name[0] <= 'Z')
                return name[0] == 'E' ? "" : "v${X}";
        return NULL;
}

/* errstr starts without a NUL, as a caller's stack buffer may: a failure
 * that writes no sentence leaves it unterminated. */
static int has_sentence(const char *errstr, size_t n)
{
        return memchr(errstr, '\0', n) && errstr[0] != '\0';
}

/* Expands s and checks the contract: a result on success, a sentence on
 * failure, and text without a '$' comes back unchanged. */
static void expand(const char *s)
{
        char errstr[512], *out = NULL;
        int rc;

        memset(errstr, 'X', sizeof(errstr));
        rc = kp_env_expand(s, some_getenv, NULL, &out, errstr, sizeof(errstr));
        if (rc == 0 && !out)
                broken("kp_env_expand returned 0 without a string");
        if (rc != 0 && out)
                broken("kp_env_expand failed but returned a string");
        if (rc != 0 && !has_sentence(errstr, sizeof(errstr)))
                broken("kp_env_expand failed without an error message");
        if (rc == 0 && !strchr(s, '$') && strcmp(out, s) != 0)
                broken("kp_env_expand changed text without a '$'");
        free(out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
        kp_kvlist l = { 0 };
        char errstr[512], *text;
        int rc;

        memset(errstr, 'X', sizeof(errstr));
        rc = kp_props_parse((const char *)data, size, "fuzz.properties", &l,
                            errstr, sizeof(errstr));
        if (rc != 0 && !has_sentence(errstr, sizeof(errstr)))
                broken("kp_props_parse failed without an error message");
        for (size_t i = 0; i < l.n; i++) {
                if (l.items[i].key[0] == '\0')
                        broken("kp_props_parse stored an empty key");
                if (kp_kv_get(&l, l.items[i].key) != l.items[i].value)
                        broken("kp_props_parse stored a key twice");
                expand(l.items[i].value);
        }
        kp_kv_free(&l);

        /* The whole input as one string, up to its first NUL. */
        text = malloc(size + 1);
        if (!text)
                return 0;
        memcpy(text, data, size);
        text[size] = '\0';
        expand(text);
        free(text);
        return 0;
}

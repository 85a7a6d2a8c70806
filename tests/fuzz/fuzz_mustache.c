/*
 * libFuzzer target: renders the input as a template against a small fixed
 * view, with a few fixed partials.
 *
 * Every list in the view holds objects whose own "l" is falsey, so no
 * section can iterate more than one list level and the output stays
 * linear in the input: a slow input is a bug, not the view's doing.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "base/mustache.h"
#include "base/util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char view_json[] =
    "{\"name\": \"Kafka & <co> \\\"q\\\" |x|\", \"n\": 85, \"x\": 1.5,"
    " \"big\": 1e300, \"neg\": -0.25, \"t\": true, \"f\": false,"
    " \"nil\": null, \"e\": \"\", \"ml\": \"a\\nb\\r\\nc\","
    " \"o\": {\"a\": \"A\", \"b\": {\"c\": \"C\"}, \"z\": 0},"
    " \"l\": [{\"v\": 1, \"l\": false}, {\"v\": \"two\", \"l\": []}],"
    " \"one\": [{\"v\": \"only\"}], \"none\": []}";

static const char *partial(void *opaque, const char *name, size_t *len)
{
        static const struct {
                const char *name, *text;
        } partials[] = {
                { "p", "[{{name}}|{{#l}}{{>p}}{{/l}}]\n" },
                { "ind", "  a\n{{#t}}\n  {{v}}{{{ml}}}\n{{/t}}\n  {{>p}}\n" },
                { "delim", "{{=<% %>=}}<%x%>\n<%#o%><%a%><%/o%>" },
                { "bad", "ok\n  {{#x}}" },
                { "self", "{{>self}}" },
        };
        size_t i;

        (void)opaque;
        for (i = 0; i < KP_ARRAY_LEN(partials); i++) {
                if (strcmp(name, partials[i].name) == 0) {
                        *len = strlen(partials[i].text);
                        return partials[i].text;
                }
        }
        return NULL;
}

/* "NAME:LINE:COLUMN: message" with a template or partial name. */
static int located(const char *e)
{
        int field;

        while (*e && *e != ':')
                e++;
        for (field = 0; field < 2; field++) {
                if (*e++ != ':' || *e < '1' || *e > '9')
                        return 0;
                while (*e >= '0' && *e <= '9')
                        e++;
        }
        return e[0] == ':' && e[1] == ' ' && e[2] != '\0';
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
        const char *tmpl = (const char *)data;
        kp_mustache_opts opts = { 0 };
        kp_buf out = { 0 };
        char errstr[256];
        cJSON *view = cJSON_Parse(view_json);
        int rc;

        if (!view)
                abort();
        opts.partial = partial;
        opts.escape = size % 2 ? kp_mustache_escape_markdown : NULL;
        opts.name = "fuzz.mustache";
        errstr[0] = '\0';
        rc = kp_mustache_render(tmpl, size, view, &opts, &out, errstr,
                                sizeof(errstr));
        /* Errors always come with a located sentence. */
        if (rc != 0 && !located(errstr))
                abort();
        if (rc == 0 && out.oom)
                abort();
        /* Without a tag there is nothing to render: output is input. */
        if (rc == 0 && !memchr(data, '{', size) &&
            (out.len != size || (size && memcmp(out.s, data, size) != 0)))
                abort();
        kp_buf_free(&out);
        cJSON_Delete(view);
        return 0;
}

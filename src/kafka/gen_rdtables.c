/*
 * gen_rdtables: a build-time program, not part of kplan. It prints a C
 * header with what the plan layer needs to know of the librdkafka it is
 * built against, so that the plan layer checks a plan without including
 * librdkafka's headers (docs/style.md, layers):
 *
 *   kp_rd_properties   the text of rd_kafka_conf_properties_show(): each
 *                      property's name and scope (producer, consumer)
 *   kp_rd_errors       every error name of rd_kafka_get_err_descs()
 *
 * Usage: gen_rdtables > build/gen/kp_rdtables.h (the Makefile does it).
 */
#include <stdio.h>
#include <stdlib.h>

#include <librdkafka/rdkafka.h>

/* Writes s as the body of a C string literal. */
static void put_literal(const char *s, size_t n)
{
        putchar('"');
        for (size_t i = 0; i < n; i++) {
                unsigned char c = (unsigned char)s[i];
                if (c == '\\' || c == '"')
                        printf("\\%c", c);
                else if (c == '\n')
                        printf("\\n\"\n\"");
                else if (c < 0x20 || c >= 0x7f)
                        printf("\\%03o", c);
                else
                        putchar(c);
        }
        putchar('"');
}

int main(void)
{
        char *text = NULL;
        size_t len = 0, n;
        const struct rd_kafka_err_desc *d;
        FILE *fp = open_memstream(&text, &len);
        if (!fp)
                return 1;
        rd_kafka_conf_properties_show(fp);
        fclose(fp);
        printf("/* Generated at build time by src/kafka/gen_rdtables.c from "
               "librdkafka %s.\n * Do not edit. */\n",
               rd_kafka_version_str());
        printf("#define KP_RD_VERSION \"%s\"\n", rd_kafka_version_str());
        printf("static const char kp_rd_properties[] =\n");
        put_literal(text, len);
        printf(";\n\nstatic const char *const kp_rd_errors[] = {\n");
        free(text);
        rd_kafka_get_err_descs(&d, &n);
        for (size_t i = 0; i < n; i++)
                if (d[i].name)
                        printf("        \"%s\",\n", d[i].name);
        printf("        NULL\n};\n");
        return ferror(stdout) ? 1 : 0;
}

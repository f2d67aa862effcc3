// SPDX-License-Identifier: GPL-2.0
/*
 * Reads compiler output into flat diagnostic records: GCC/Clang text (any GCC from 4.9 on, colour
 * escapes, carets, fix-its, "In function", include stacks, macro-expansion notes) and GCC's JSON
 * arrays (-fdiagnostics-format=json), both possibly mixed with make and Kbuild lines.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "red-int.h"

char *red_normalise_quotes(char *s)
{
	char *w = s;

	for (const char *r = s; *r;) {
		unsigned char c = *r;

		/* ‘ ’ “ ” are E2 80 98/99/9C/9D */
		if (c == 0xe2 && (unsigned char)r[1] == 0x80 &&
		    ((unsigned char)r[2] == 0x98 || (unsigned char)r[2] == 0x99 ||
		     (unsigned char)r[2] == 0x9c || (unsigned char)r[2] == 0x9d)) {
			*w++ = '\'';
			r += 3;
		} else if (c == '`' || c == '"') {
			*w++ = '\'';
			r++;
		} else {
			*w++ = *r++;
		}
	}
	*w = 0;
	return s;
}

/* Splits a trailing " [-Wfoo]" / " [-Werror=foo]" / " [enabled by default]" off @msg. */
static char *split_option(char *msg)
{
	gsize n = strlen(msg);
	char *open;

	if (n < 3 || msg[n - 1] != ']')
		return NULL;
	open = strrchr(msg, '[');
	if (!open || open == msg || open[-1] != ' ')
		return NULL;
	if (strncmp(open + 1, "-W", 2) && strcmp(open, "[enabled by default]"))
		return NULL;
	open[-1] = 0;
	if (open[1] != '-')
		return NULL;
	return g_strndup(open + 1, strlen(open + 1) - 1);
}

struct parser {
	GPtrArray *out;
	GHashTable *seen;         /* "file:line:col:sev:message" -> struct red_diag * */
	struct red_diag *cur;     /* last error/warning, notes attach here */
	gboolean cur_dup;         /* cur is a repeat of an earlier one: do not grow it */
	char *function;           /* from "In function 'f':" */
	GPtrArray *pending;       /* context lines (include stack, In function) for the next diagnostic */
	guint seq;
	guint dropped;
	GHashTable *json_seen;    /* a JSON line already parsed -> GPtrArray of the diagnostics it gave */
	GPtrArray *produced;      /* while parsing a JSON line: the diagnostics it gives */
};

/* Files and dedup: an exact repeat (concatenated logs, rebuilt objects) folds into the first. */
static void commit_diag(struct parser *p, struct red_diag *d)
{
	g_autofree char *key = g_strdup_printf("%s:%d:%d:%d:%s", d->loc.file ? d->loc.file : "",
					       d->loc.line, d->loc.column, d->sev, d->message);
	struct red_diag *old = g_hash_table_lookup(p->seen, key);

	g_ptr_array_set_size(p->pending, 0);
	if (old) {
		old->repeats++;
		red_diag_free(d);
		p->cur = old;
		p->cur_dup = TRUE;
		if (p->produced)
			g_ptr_array_add(p->produced, old);
		return;
	}
	if (p->out->len >= RED_MAX_DIAGS) {
		red_diag_free(d);
		p->dropped++;
		p->cur = NULL;
		return;
	}
	d->seq = p->out->len;
	g_ptr_array_add(p->out, d);
	g_hash_table_insert(p->seen, g_steal_pointer(&key), d);
	p->cur = d;
	p->cur_dup = FALSE;
	if (p->produced)
		g_ptr_array_add(p->produced, d);
}

static enum red_sev sev_from_name(const char *s, gsize n, gboolean *ok)
{
	*ok = TRUE;
	if (n == 5 && !memcmp(s, "error", 5))
		return RED_SEV_ERROR;
	if (n == 7 && !memcmp(s, "warning", 7))
		return RED_SEV_WARNING;
	if (n == 4 && !memcmp(s, "note", 4))
		return RED_SEV_NOTE;
	if (n == 11 && !memcmp(s, "fatal error", 11))
		return RED_SEV_FATAL;
	*ok = FALSE;
	return RED_SEV_NOTE;
}

/* "file:line:col" or "file:line" or "file" → loc; returns FALSE when @s is no location. */
static gboolean parse_loc(struct red_loc *loc, const char *s, gsize n)
{
	gsize end = n;
	int nums[2] = { 0, 0 }, k = 0;

	while (k < 2) {
		gsize i = end;
		int v = 0, mul = 1;

		while (i > 0 && g_ascii_isdigit(s[i - 1]))
			i--;
		if (i == end || i == 0 || s[i - 1] != ':' || end - i > 9)
			break;
		for (gsize j = end; j > i; j--) {
			v += (s[j - 1] - '0') * mul;
			mul *= 10;
		}
		nums[k++] = v;
		end = i - 1;
	}
	if (end == 0 || memchr(s, ' ', end) == s)
		return FALSE;
	loc->file = red__valid_dup(s, end);
	if (k == 2) {
		loc->line = nums[1];
		loc->column = nums[0];
	} else {
		loc->line = nums[0];
		loc->column = 0;
	}
	return TRUE;
}

static const char *find_sev(const char *line, gsize n, gsize *sev_at, gsize *sev_len)
{
	static const char *const marks[] = { ": error: ", ": warning: ", ": note: ", ": fatal error: " };
	const char *best = NULL;

	for (guint i = 0; i < G_N_ELEMENTS(marks); i++) {
		const char *m = memmem(line, n, marks[i], strlen(marks[i]));

		if (m && (!best || m < best)) {
			best = m;
			*sev_at = m - line + 2;
			*sev_len = strlen(marks[i]) - 4;
		}
	}
	return best;
}

static void add_note(struct red_diag *d, struct red_loc *loc, const char *msg, gsize n)
{
	struct red_note *note = g_new0(struct red_note, 1);

	note->loc = *loc;
	note->message = red_normalise_quotes(red__valid_dup(msg, n));
	g_ptr_array_add(d->notes, note);
}

/* Linker lines that name an undefined function (modpost's are modpost.c's). */
static gboolean parse_undefined(struct parser *p, const char *line, gsize n)
{
	const char *m = memmem(line, n, "undefined reference to `", 24);
	const char *name, *end;
	struct red_diag *d;

	if (!m)
		return FALSE;
	name = m + 24;
	end = memchr(name, '\'', line + n - name);
	if (!end || end == name)
		return FALSE;
	d = red__diag_new();
	d->sev = RED_SEV_ERROR;
	{
		const char *colon = m ? memchr(line, ':', m - line) : NULL;

		d->loc.file = colon ? red__valid_dup(line, colon - line) : g_strdup("<link>");
	}
	d->message = g_strdup_printf("undefined reference to '%.*s'", (int)(end - name), name);
	red_diag_add_raw(d, line, n);
	commit_diag(p, d);
	return TRUE;
}

static void parse_text_line(struct parser *p, const char *line, gsize n)
{
	gsize sev_at = 0, sev_len = 0;
	const char *mark;
	struct red_loc loc = { 0 };
	gboolean ok;
	enum red_sev sev;
	const char *msg;
	gsize msg_len;

	mark = n > 8 ? find_sev(line, n, &sev_at, &sev_len) : NULL;
	if (!mark) {
		const char *inf = n > 14 ? memmem(line, n, ": In function '", 15) : NULL;

		if (n > 14 && !inf)
			inf = memmem(line, n, ": In function \xe2\x80\x98", 17);
		if (inf) {
			g_autofree char *f = red_normalise_quotes(red__valid_dup(inf + 14, line + n - inf - 14));
			char *q = strchr(f + 1, '\'');

			if (q)
				*q = 0;
			g_free(p->function);
			p->function = g_strdup(f + 1);
			p->cur = NULL;
			if (p->pending->len < RED_MAX_RAW)
				g_ptr_array_add(p->pending, red__valid_dup(line, n));
			return;
		}
		if (n > 12 && memmem(line, n, ": At top level:", 15)) {
			g_clear_pointer(&p->function, g_free);
			p->cur = NULL;
			return;
		}
		if (parse_undefined(p, line, n))
			return;
		{
			struct red_diag *d = red__modpost_line(line, n);

			if (d) {
				commit_diag(p, d);
				return;
			}
		}
		if ((n >= 16 && !memcmp(line, "In file included", 16)) ||
		    (n >= 22 && !memcmp(line, "                 from ", 22))) {
			/* the include stack of the next diagnostic or of a note of the current one */
			if (p->pending->len < RED_MAX_RAW)
				g_ptr_array_add(p->pending, red__valid_dup(line, n));
			return;
		}
		/* carets, source excerpts, fix-its: evidence of the current diagnostic */
		if (p->cur && !p->cur_dup && n > 0 && (line[0] == ' ' || line[0] == '\t'))
			red_diag_add_raw(p->cur, line, n);
		return;
	}
	sev = sev_from_name(line + sev_at, sev_len, &ok);
	if (!ok || !parse_loc(&loc, line, mark - line))
		return;
	msg = line + sev_at + sev_len + 2;
	msg_len = line + n - msg;
	if (sev == RED_SEV_NOTE) {
		if (p->cur && !p->cur_dup) {
			add_note(p->cur, &loc, msg, msg_len);
			for (guint i = 0; i < p->pending->len; i++)
				red_diag_add_raw(p->cur, g_ptr_array_index(p->pending, i), -1);
			g_ptr_array_set_size(p->pending, 0);
			red_diag_add_raw(p->cur, line, n);
		} else {
			g_free(loc.file);
		}
		return;
	}
	{
		struct red_diag *d = red__diag_new();

		d->sev = sev;
		d->loc = loc;
		d->message = red_normalise_quotes(red__valid_dup(msg, msg_len));
		d->option = split_option(d->message);
		d->function = g_strdup(p->function);
		for (guint i = 0; i < p->pending->len; i++)
			red_diag_add_raw(d, g_ptr_array_index(p->pending, i), -1);
		red_diag_add_raw(d, line, n);
		commit_diag(p, d);
	}
}

/* Copies @line without colour escapes (ESC [ ... letter) into @buf. */
static const char *strip_escapes(GString *buf, const char *line, gsize *n)
{
	g_string_truncate(buf, 0);
	for (gsize i = 0; i < *n; i++) {
		if (line[i] == 0x1b && i + 1 < *n && line[i + 1] == '[') {
			i += 2;
			while (i < *n && !g_ascii_isalpha(line[i]))
				i++;
			continue;
		}
		if (line[i] == 0x1b && i + 1 < *n && line[i + 1] == ']') {
			/* OSC 8 hyperlinks from GCC ≥ 10: ESC ] ... ESC \ */
			i += 2;
			while (i + 1 < *n && !(line[i] == 0x1b && line[i + 1] == '\\'))
				i++;
			i++;
			continue;
		}
		g_string_append_c(buf, line[i]);
	}
	*n = buf->len;
	return buf->str;
}

/* Typed member access that tolerates any JSON: a member of the wrong type is a missing one. */
static const char *jstr(JsonObject *o, const char *key, const char *def)
{
	JsonNode *n = o ? json_object_get_member(o, key) : NULL;

	if (!n || !JSON_NODE_HOLDS_VALUE(n) || json_node_get_value_type(n) != G_TYPE_STRING)
		return def;
	return json_node_get_string(n);
}

static int jint(JsonObject *o, const char *key)
{
	JsonNode *n = o ? json_object_get_member(o, key) : NULL;
	gint64 v;

	if (!n || !JSON_NODE_HOLDS_VALUE(n) || json_node_get_value_type(n) != G_TYPE_INT64)
		return 0;
	v = json_node_get_int(n);
	return v < 0 || v > G_MAXINT ? 0 : (int)v;
}

static JsonObject *jobj(JsonNode *n)
{
	return n && JSON_NODE_HOLDS_OBJECT(n) ? json_node_get_object(n) : NULL;
}

static JsonArray *jarr(JsonObject *o, const char *key)
{
	JsonNode *n = o ? json_object_get_member(o, key) : NULL;

	return n && JSON_NODE_HOLDS_ARRAY(n) ? json_node_get_array(n) : NULL;
}

/* JSON: one object, with its children, to diagnostics. */
static void json_loc(struct red_loc *loc, JsonObject *o)
{
	JsonArray *locs = jarr(o, "locations");
	JsonObject *first, *caret;

	if (!locs || !json_array_get_length(locs))
		return;
	first = jobj(json_array_get_element(locs, 0));
	caret = first ? jobj(json_object_get_member(first, "caret")) : NULL;
	if (!caret)
		return;
	loc->file = red__valid_dup(jstr(caret, "file", ""), -1);
	loc->line = jint(caret, "line");
	loc->column = jint(caret, "column");
}

static void json_raw(struct red_diag *d, const char *kind, struct red_loc *loc, const char *msg)
{
	g_autofree char *line = g_strdup_printf("%s:%d:%d: %s: %s", loc->file ? loc->file : "",
						loc->line, loc->column, kind, msg);

	red_diag_add_raw(d, line, -1);
}

static void json_diag(struct parser *p, JsonObject *o, int depth)
{
	const char *kind = jstr(o, "kind", "");
	const char *msg = jstr(o, "message", "");
	struct red_loc loc = { 0 };
	gboolean ok;
	enum red_sev sev = sev_from_name(kind, strlen(kind), &ok);
	JsonArray *kids;

	if (!ok)
		return;
	json_loc(&loc, o);
	if (sev == RED_SEV_NOTE) {
		if (p->cur && !p->cur_dup) {
			json_raw(p->cur, kind, &loc, msg);
			add_note(p->cur, &loc, msg, strlen(msg));
		} else {
			g_free(loc.file);
		}
	} else {
		struct red_diag *d = red__diag_new();
		const char *opt = jstr(o, "option", NULL);

		d->sev = sev;
		d->loc = loc;
		d->message = red_normalise_quotes(red__valid_dup(msg, -1));
		d->option = opt ? red__valid_dup(opt, -1) : NULL;
		json_raw(d, kind, &loc, msg);
		commit_diag(p, d);
	}
	kids = depth < 8 ? jarr(o, "children") : NULL;
	for (guint i = 0; kids && i < json_array_get_length(kids); i++) {
		JsonNode *k = json_array_get_element(kids, i);

		if (JSON_NODE_HOLDS_OBJECT(k))
			json_diag(p, json_node_get_object(k), depth + 1);
	}
}

static int parse_json(struct parser *p, const char *text, gsize len, guint line_no, GError **error)
{
	/* @text is NUL-terminated at @len (the callers copy the line) */
	g_autoptr(JsonParser) jp = json_parser_new_immutable();
	g_autoptr(GError) err = NULL;
	JsonNode *root;
	JsonArray *a;
	GPtrArray *seen = g_hash_table_lookup(p->json_seen, text);
	gssize deep;

	/* Concatenated logs repeat whole compiler runs: count them without parsing again */
	if (seen) {
		for (guint i = 0; i < seen->len; i++)
			((struct red_diag *)seen->pdata[i])->repeats++;
		return 0;
	}
	/* json-glib recurses per level: a hostile build's 50,000 '[' would overflow the stack */
	deep = red__json_too_deep(text, len, RED_JSON_MAX_DEPTH);
	if (deep >= 0) {
		g_set_error(error, RED_ERROR, RED_ERROR_INPUT,
			    "<log>:%u:%" G_GSSIZE_FORMAT ": JSON diagnostics nested deeper than %u levels",
			    line_no, deep + 1, RED_JSON_MAX_DEPTH);
		return -2;
	}
	if (!json_parser_load_from_data(jp, text, len, &err)) {
		/* json-glib says "<data>:1:45: Parse error: ..." */
		const char *m = err->message;
		int col = 0;

		if (g_str_has_prefix(m, "<data>:")) {
			const char *c = strchr(m + 7, ':');

			col = c ? atoi(c + 1) : 0;
			c = c ? strchr(c + 1, ':') : NULL;
			m = c ? c + 1 : m;
			while (*m == ' ')
				m++;
		}
		{
			/* json-glib quotes the bad input: keep the message one short line */
			g_autofree char *one = g_strndup(m, 160);

			g_strdelimit(one, "\n\r\t\v\f", ' ');
			g_set_error(error, RED_ERROR, RED_ERROR_INPUT,
				    "cannot parse JSON diagnostics at <log>:%u:%d: %s", line_no, col, one);
		}
		return -1;
	}
	root = json_parser_get_root(jp);
	if (!root || !JSON_NODE_HOLDS_ARRAY(root)) {
		g_set_error(error, RED_ERROR, RED_ERROR_INPUT,
			    "cannot parse JSON diagnostics at <log>:%u:1: not an array", line_no);
		return -1;
	}
	a = json_node_get_array(root);
	p->cur = NULL;
	p->produced = g_ptr_array_new();
	for (guint i = 0; i < json_array_get_length(a); i++) {
		JsonNode *e = json_array_get_element(a, i);

		if (JSON_NODE_HOLDS_OBJECT(e))
			json_diag(p, json_node_get_object(e), 0);
	}
	g_hash_table_insert(p->json_seen, g_strdup(text), g_steal_pointer(&p->produced));
	p->cur = NULL;
	return 0;
}

static gboolean looks_like_json(const char *line, gsize n)
{
	gsize i = 0;

	while (i < n && (line[i] == ' ' || line[i] == '\t'))
		i++;
	if (i >= n || line[i] != '[')
		return FALSE;
	for (i++; i < n && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'); i++)
		;
	return i >= n || line[i] == '{' || line[i] == ']';
}

/*
 * A NUL in a build's output (a stray printf("%c", 0)) must not hide the diagnostics around it: NULs
 * become U+FFFD in a copy.  Only input made of many of them (an object file) is refused as binary.
 * Returns the log to parse: @log itself, or a copy in *@out_copy.
 */
static const char *replace_nuls(const char *log, gsize *len, char **out_copy, GPtrArray *warnings,
				GError **error)
{
	const char *nul = memchr(log, 0, *len);
	gsize first, nuls = 0;
	GString *s;

	*out_copy = NULL;
	if (!nul)
		return log;
	first = nul - log;
	for (gsize i = first; i < *len; i++)
		nuls += !log[i];
	if (nuls > 8 && nuls > *len / 100) {
		g_set_error(error, RED_ERROR, RED_ERROR_INPUT,
			    "<log>: binary input (NUL byte at offset %" G_GSIZE_FORMAT "), not compiler output",
			    first);
		return NULL;
	}
	s = g_string_sized_new(*len + 2 * nuls);
	for (const char *q = log, *end = log + *len; q < end;) {
		const char *z = memchr(q, 0, end - q);

		g_string_append_len(s, q, (z ? z : end) - q);
		if (!z)
			break;
		g_string_append(s, "\xef\xbf\xbd");
		q = z + 1;
	}
	if (warnings)
		g_ptr_array_add(warnings, g_strdup_printf("<log>: %" G_GSIZE_FORMAT " NUL byte%s replaced (the first "
							  "at offset %" G_GSIZE_FORMAT ")", nuls,
							  nuls == 1 ? "" : "s", first));
	*len = s->len;
	*out_copy = g_string_free(s, FALSE);
	return *out_copy;
}

int red_parse(GPtrArray *out, guint *out_uncounted, const char *log, gsize len, GPtrArray *warnings,
	      GError **error)
{
	struct parser p = { .out = out };
	g_autoptr(GString) buf = g_string_new(NULL);
	g_autoptr(GError) deep = NULL;
	g_autofree char *copy = NULL;
	const char *s, *end;
	guint line_no = 0, nwarn, ndeep = 0;
	int ret = 0;

	log = replace_nuls(log, &len, &copy, warnings, error);
	if (!log)
		return -1;
	s = log;
	end = log + len;
	nwarn = warnings ? warnings->len : 0;
	p.seen = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	p.pending = g_ptr_array_new_with_free_func(g_free);
	p.json_seen = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, (GDestroyNotify)g_ptr_array_unref);
	while (s < end) {
		const char *nl = memchr(s, '\n', end - s);
		gsize n = (nl ? nl : end) - s;
		const char *line = s;

		line_no++;
		s = nl ? nl + 1 : end;
		if (n && line[n - 1] == '\r')
			n--;
		if (memchr(line, 0x1b, n))
			line = strip_escapes(buf, line, &n);
		if (looks_like_json(line, n)) {
			g_autofree char *jcopy = g_strndup(line, n);
			g_autoptr(GError) err = NULL;

			ret = parse_json(&p, jcopy, n, line_no, &err);
			/* too deep: this compiler run's diagnostics are lost, the others are not */
			if (ret == -2) {
				/* one warning, not one per line of a hostile flood */
				if (warnings && !deep)
					g_ptr_array_add(warnings, g_strdup_printf("%s, line skipped", err->message));
				if (!deep)
					deep = g_steal_pointer(&err);
				ndeep++;
				ret = 0;
				continue;
			}
			if (ret) {
				g_propagate_error(error, g_steal_pointer(&err));
				break;
			}
			continue;
		}
		parse_text_line(&p, line, n);
	}
	/* nothing but a rejected array: say so, rather than "no issues" */
	if (!ret && deep && !out->len) {
		if (warnings)
			g_ptr_array_set_size(warnings, nwarn);
		g_propagate_error(error, g_steal_pointer(&deep));
		ret = -1;
	} else if (!ret && ndeep > 1 && warnings) {
		g_ptr_array_add(warnings, g_strdup_printf("<log>: %u more JSON lines nested too deep skipped",
							  ndeep - 1));
	}
	g_hash_table_unref(p.json_seen);
	g_hash_table_unref(p.seen);
	g_ptr_array_unref(p.pending);
	g_free(p.function);
	if (out_uncounted)
		*out_uncounted = p.dropped;
	return ret;
}

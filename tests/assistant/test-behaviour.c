// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of the port loop's behaviour checks (assistant/port-behaviour.c): each check on an
 * example's two sides and a change written as the loop sees it (git's diff of the work copy),
 * once accepted and once rejected.  The examples are kernel API changes as upstream made them
 * (the 6.9 queue limits, the 6.2 timer_shutdown() conversions, the gpiod conversions).
 */
#include <string.h>

#include "prequel.h"
#include "reducer.h"
#include "porter-int.h"

#define HEAD "diff --git a/x.c b/x.c\nindex 1..2 100644\n--- a/x.c\n+++ b/x.c\n"

/*
 * An example commit of one file: its old and new text, and which of their lines (1-based,
 * 0-terminated lists) it removed and added, as prequel's pq_commit_changes() gives them.
 */
static GPtrArray *example(const char *old_text, const int *removed, const char *new_text,
			  const int *added)
{
	GPtrArray *changes = g_ptr_array_new_with_free_func((GDestroyNotify)pq_file_change_free);
	struct pq_file_change *fc = g_new0(struct pq_file_change, 1);

	fc->old_path = g_strdup("drivers/block/ex.c");
	fc->new_path = g_strdup("drivers/block/ex.c");
	fc->old_text = g_strdup(old_text);
	fc->new_text = g_strdup(new_text);
	fc->removed_lines = g_array_new(FALSE, FALSE, sizeof(int));
	fc->added_lines = g_array_new(FALSE, FALSE, sizeof(int));
	for (guint i = 0; removed[i]; i++)
		g_array_append_val(fc->removed_lines, removed[i]);
	for (guint i = 0; added[i]; i++)
		g_array_append_val(fc->added_lines, added[i]);
	g_ptr_array_add(changes, fc);
	return changes;
}

/* ---- a change that only deletes what the example moved ----------------------------------- */

/* 6.9's queue limits: the setter call became a field of the limits given to blk_mq_alloc_disk() */
static const char qlim_old[] =
	"static int ex_add_disk(struct ex_dev *dev)\n"
	"{\n"
	"\tdev->disk = blk_mq_alloc_disk(&dev->tag_set, NULL, dev);\n"
	"\tblk_queue_physical_block_size(dev->disk->queue, 4096);\n"
	"\treturn 0;\n"
	"}\n";
static const char qlim_new[] =
	"static int ex_add_disk(struct ex_dev *dev)\n"
	"{\n"
	"\tstruct queue_limits lim = {\n"
	"\t\t.physical_block_size = 4096,\n"
	"\t};\n"
	"\n"
	"\tdev->disk = blk_mq_alloc_disk(&dev->tag_set, &lim, dev);\n"
	"\treturn 0;\n"
	"}\n";

static void test_deletion_of_moved(void)
{
	static const int removed[] = { 3, 4, 0 }, added[] = { 3, 4, 5, 6, 7, 0 };
	g_autoptr(GPtrArray) changes = example(qlim_old, removed, qlim_new, added);
	struct porter_sides sd = { 0 };
	g_autofree char *flag = NULL;
	g_autofree char *why = NULL;
	const char *diff = HEAD
		"@@ -40,8 +40,7 @@ static int mydrv_probe(struct mydrv *md)\n"
		" \tmd->disk = blk_mq_alloc_disk(&md->tags, NULL, md);\n"
		" \tif (IS_ERR(md->disk))\n"
		" \t\treturn PTR_ERR(md->disk);\n"
		" \tmd->queue = md->disk->queue;\n"
		"-\tblk_queue_physical_block_size(md->queue, 512);\n"
		" \tset_capacity(md->disk, md->sectors);\n"
		" \treturn add_disk(md->disk);\n"
		" }\n";

	porter_sides_init(&sd, changes);
	g_assert_true(g_hash_table_contains(sd.moved, "physical_block_size"));
	why = porter_check_keeps(diff, &sd, &flag);
	g_assert_nonnull(why);
	g_assert_nonnull(strstr(why, "only deletes 'blk_queue_physical_block_size'"));
	g_assert_nonnull(flag);
	g_assert_nonnull(strstr(flag, "deletion-only"));
	porter_sides_clear(&sd);
}

/* An example that only drops a line (the owner of an i2c driver, set by the core since 3.x):
 * the driver's deletion of the same line is the whole change, kept with a reviewer's note. */
static void test_deletion_alone(void)
{
	static const char old_text[] =
		"static struct i2c_driver ex_driver = {\n"
		"\t.driver = {\n"
		"\t\t.name = \"ex\",\n"
		"\t\t.owner = THIS_MODULE,\n"
		"\t},\n"
		"};\n";
	static const char new_text[] =
		"static struct i2c_driver ex_driver = {\n"
		"\t.driver = {\n"
		"\t\t.name = \"ex\",\n"
		"\t},\n"
		"};\n";
	static const int removed[] = { 4, 0 }, added[] = { 0 };
	g_autoptr(GPtrArray) changes = example(old_text, removed, new_text, added);
	struct porter_sides sd = { 0 };
	g_autofree char *flag = NULL;
	g_autofree char *why = NULL;
	const char *diff = HEAD
		"@@ -200,7 +200,6 @@ static struct i2c_driver mydrv_driver = {\n"
		" \t.driver = {\n"
		" \t\t.name = \"mydrv\",\n"
		"-\t\t.owner = THIS_MODULE,\n"
		" \t},\n";

	porter_sides_init(&sd, changes);
	why = porter_check_keeps(diff, &sd, &flag);
	g_assert_null(why);
	g_assert_nonnull(flag);
	g_assert_nonnull(strstr(flag, "removes 1 line(s)"));
	porter_sides_clear(&sd);
}

/* A line the example added back as it removed it (the old code kept under #else) moves nothing:
 * deleting it is no half of a move. */
static void test_deletion_of_kept_line(void)
{
	static const char old_text[] =
		"static void ex_setup(struct ex_dev *dev)\n"
		"{\n"
		"\tblk_queue_physical_block_size(dev->disk->queue, 4096);\n"
		"}\n";
	static const char new_text[] =
		"static void ex_setup(struct ex_dev *dev)\n"
		"{\n"
		"#if LINUX_VERSION_CODE < KERNEL_VERSION(6, 9, 0)\n"
		"\tblk_queue_physical_block_size(dev->disk->queue, 4096);\n"
		"#endif\n"
		"}\n";
	static const int removed[] = { 3, 0 }, added[] = { 3, 4, 5, 0 };
	g_autoptr(GPtrArray) changes = example(old_text, removed, new_text, added);
	struct porter_sides sd = { 0 };
	g_autofree char *flag = NULL;
	g_autofree char *why = NULL;
	const char *diff = HEAD
		"@@ -40,4 +40,3 @@ static int mydrv_probe(struct mydrv *md)\n"
		"-\tblk_queue_physical_block_size(md->disk->queue, 512);\n"
		" \tset_capacity(md->disk, md->sectors);\n";

	porter_sides_init(&sd, changes);
	g_assert_false(g_hash_table_contains(sd.moved, "blk_queue_physical_block_size"));
	why = porter_check_keeps(diff, &sd, &flag);
	g_assert_null(why);
	g_assert_nonnull(flag);
	porter_sides_clear(&sd);
}

/* ---- a variable the change stops setting that the driver still reads ---------------------- */

/* gpio_request_one() returned an error code; gpiod_get() returns the descriptor */
static const char gpio_old[] =
	"static int ex_probe(struct platform_device *pdev)\n"
	"{\n"
	"\tint ret;\n"
	"\n"
	"\tret = gpio_request_one(EX_GPIO, GPIOF_OUT_INIT_LOW, \"ex-led\");\n"
	"\tif (ret)\n"
	"\t\treturn ret;\n"
	"\treturn 0;\n"
	"}\n";
static const char gpio_new[] =
	"static int ex_probe(struct platform_device *pdev)\n"
	"{\n"
	"\tstruct gpio_desc *led;\n"
	"\n"
	"\tled = gpiod_get(&pdev->dev, \"ex-led\", GPIOD_OUT_LOW);\n"
	"\tif (IS_ERR(led))\n"
	"\t\treturn PTR_ERR(led);\n"
	"\treturn 0;\n"
	"}\n";

static void check_gpio(const char *diff, const char *expect)
{
	static const int removed[] = { 3, 5, 6, 7, 0 }, added[] = { 3, 5, 6, 7, 0 };
	g_autoptr(GPtrArray) changes = example(gpio_old, removed, gpio_new, added);
	struct porter_sides sd = { 0 };
	g_autofree char *flag = NULL;
	g_autofree char *why = NULL;

	porter_sides_init(&sd, changes);
	why = porter_check_keeps(diff, &sd, &flag);
	if (expect) {
		g_assert_nonnull(why);
		g_assert_nonnull(strstr(why, expect));
	} else {
		g_assert_null(why);
	}
	g_assert_null(flag);
	porter_sides_clear(&sd);
}

static void test_dropped_result(void)
{
	check_gpio(HEAD
		   "@@ -60,8 +60,8 @@ static int mydrv_probe(struct platform_device *pdev)\n"
		   " \tstruct mydrv *md = platform_get_drvdata(pdev);\n"
		   "-\tret = gpio_request_one(md->reset_gpio, GPIOF_OUT_INIT_LOW, \"reset\");\n"
		   "+\tmd->reset = gpiod_get(&pdev->dev, \"reset\", GPIOD_OUT_LOW);\n"
		   " \tif (ret)\n"
		   " \t\tgoto err_free;\n",
		   "nothing sets 'ret' any more");
}

static void test_result_still_set(void)
{
	/* the driver's check reads what the new code sets */
	check_gpio(HEAD
		   "@@ -60,8 +60,9 @@ static int mydrv_probe(struct platform_device *pdev)\n"
		   " \tstruct mydrv *md = platform_get_drvdata(pdev);\n"
		   "-\tret = gpio_request_one(md->reset_gpio, GPIOF_OUT_INIT_LOW, \"reset\");\n"
		   "+\tmd->reset = gpiod_get(&pdev->dev, \"reset\", GPIOD_OUT_LOW);\n"
		   "+\tret = PTR_ERR_OR_ZERO(md->reset);\n"
		   " \tif (ret)\n"
		   " \t\tgoto err_free;\n",
		   NULL);
	/* the variable is read in the next hunk only: another use, not this check's */
	check_gpio(HEAD
		   "@@ -60,7 +60,7 @@ static int mydrv_probe(struct platform_device *pdev)\n"
		   "-\tret = gpio_request_one(md->reset_gpio, GPIOF_OUT_INIT_LOW, \"reset\");\n"
		   "+\tmd->reset = gpiod_get(&pdev->dev, \"reset\", GPIOD_OUT_LOW);\n"
		   " \tmd->ready = true;\n"
		   "@@ -90,7 +90,7 @@ static int mydrv_probe(struct platform_device *pdev)\n"
		   " \tif (ret)\n"
		   "-\tgpio_free(md->reset_gpio);\n"
		   "+\tgpiod_put(md->reset);\n",
		   NULL);
}

/* ---- an out-argument the change stops setting that the driver still reads ----------------- */

/* 5.17-6.0: acpi_bus_get_device(handle, &adev) set adev through its out-argument and returned an
 * error; acpi_fetch_acpi_dev(handle) returns the device.  This example only tested existence. */
static const char acpi_old[] =
	"static bool ex_present(acpi_handle handle)\n"
	"{\n"
	"\tstruct acpi_device *adev;\n"
	"\n"
	"\tif (acpi_bus_get_device(handle, &adev))\n"
	"\t\treturn false;\n"
	"\treturn true;\n"
	"}\n";
static const char acpi_new[] =
	"static bool ex_present(acpi_handle handle)\n"
	"{\n"
	"\tif (!acpi_fetch_acpi_dev(handle))\n"
	"\t\treturn false;\n"
	"\treturn true;\n"
	"}\n";

static char *check_acpi(const char *diff)
{
	static const int removed[] = { 3, 4, 5, 0 }, added[] = { 3, 0 };
	g_autoptr(GPtrArray) changes = example(acpi_old, removed, acpi_new, added);
	struct porter_sides sd = { 0 };
	g_autofree char *flag = NULL;
	char *why;

	porter_sides_init(&sd, changes);
	why = porter_check_keeps(diff, &sd, &flag);
	g_assert_null(flag);
	porter_sides_clear(&sd);
	return why;
}

static void test_dropped_out_arg(void)
{
	/* the example's existence test carried over: obj is never set, obj->... is read after */
	g_autofree char *why = check_acpi(HEAD
		"@@ -80,9 +80,9 @@ static int mydrv_attach(struct mydrv *md, acpi_handle h)\n"
		"-\tr = acpi_bus_get_device(h, &obj);\n"
		"+\tr = !acpi_fetch_acpi_dev(h);\n"
		" \tif (r || !obj)\n"
		" \t\treturn -ENODEV;\n"
		" \tmd->hid = acpi_device_hid(obj);\n");

	g_assert_nonnull(why);
	g_assert_nonnull(strstr(why, "'obj' is no longer set"));
	g_assert_nonnull(strstr(why, "'&obj' in 'r = acpi_bus_get_device(h, &obj);'"));
	g_assert_nonnull(strstr(why, "reads it ('if (r || !obj)')"));
}

static void test_out_arg_still_set(void)
{
	/* the maintainers' way: the new call's result is the variable */
	g_autofree char *set = check_acpi(HEAD
		"@@ -80,9 +80,9 @@ static int mydrv_attach(struct mydrv *md, acpi_handle h)\n"
		"-\tr = acpi_bus_get_device(h, &obj);\n"
		"-\tif (r || !obj)\n"
		"+\tobj = acpi_fetch_acpi_dev(h);\n"
		"+\tif (!obj)\n"
		" \t\treturn -ENODEV;\n"
		" \tmd->hid = acpi_device_hid(obj);\n");
	/* the variable is never read after: nothing is lost */
	g_autofree char *unread = check_acpi(HEAD
		"@@ -80,7 +80,7 @@ static int mydrv_attach(struct mydrv *md, acpi_handle h)\n"
		"-\tif (acpi_bus_get_device(h, &obj))\n"
		"+\tif (!acpi_fetch_acpi_dev(h))\n"
		" \t\treturn -ENODEV;\n"
		" \treturn 0;\n");
	/* a member given by address is no local the call sets */
	g_autofree char *member = check_acpi(HEAD
		"@@ -80,7 +80,7 @@ static int mydrv_attach(struct mydrv *md, acpi_handle h)\n"
		"-\tif (acpi_bus_get_device(h, &md->adev))\n"
		"+\tif (!acpi_fetch_acpi_dev(h))\n"
		" \t\treturn -ENODEV;\n"
		" \treturn md->adev ? 0 : -ENODEV;\n");

	g_assert_null(set);
	g_assert_null(unread);
	g_assert_null(member);
}

/* ---- a call whose result the driver reads, replaced by one the example only calls --------- */

/* 6.2: del_timer_sync() on teardown became timer_shutdown_sync(), called for its effect */
static const char timer_old[] =
	"static void ex_remove(struct ex_dev *dev)\n"
	"{\n"
	"\tdel_timer_sync(&dev->poll);\n"
	"\tkfree(dev);\n"
	"}\n";
static const char timer_new[] =
	"static void ex_remove(struct ex_dev *dev)\n"
	"{\n"
	"\ttimer_shutdown_sync(&dev->poll);\n"
	"\tkfree(dev);\n"
	"}\n";

static char *check_timer(const char *new_text, const char *diff)
{
	static const int removed[] = { 3, 0 }, added[] = { 3, 0 };
	g_autoptr(GPtrArray) changes = example(timer_old, removed, new_text, added);
	struct porter_sides sd = { 0 };
	g_autofree char *flag = NULL;
	char *why;

	porter_sides_init(&sd, changes);
	why = porter_check_keeps(diff, &sd, &flag);
	g_assert_null(flag);
	porter_sides_clear(&sd);
	return why;
}

static const char timer_result_diff[] = HEAD
	"@@ -120,6 +120,6 @@ static void mydrv_stop(struct mydrv *md)\n"
	"-\tif (del_timer_sync(&md->watchdog))\n"
	"+\tif (timer_shutdown_sync(&md->watchdog))\n"
	" \t\tkref_put(&md->ref, mydrv_release);\n";

static void test_result_read_effect_only(void)
{
	g_autofree char *why = check_timer(timer_new, timer_result_diff);

	g_assert_nonnull(why);
	g_assert_nonnull(strstr(why, "the driver uses the result of del_timer_sync(), and the "
				     "example calls timer_shutdown_sync() only for its effect"));
}

static void test_result_read_both(void)
{
	static const char new_text[] =
		"static void ex_remove(struct ex_dev *dev)\n"
		"{\n"
		"\tif (timer_shutdown_sync(&dev->poll))\n"
		"\tkfree(dev);\n"
		"}\n";
	g_autofree char *used = check_timer(new_text, timer_result_diff);
	/* the driver calls it for its effect too: nothing of its result to carry over */
	g_autofree char *effect = check_timer(timer_new, HEAD
		"@@ -120,6 +120,6 @@ static void mydrv_stop(struct mydrv *md)\n"
		"-\tdel_timer_sync(&md->watchdog);\n"
		"+\ttimer_shutdown_sync(&md->watchdog);\n"
		" \tkref_put(&md->ref, mydrv_release);\n");
	g_autofree char *cast = check_timer(timer_new, HEAD
		"@@ -120,6 +120,6 @@ static void mydrv_stop(struct mydrv *md)\n"
		"-\t(void)del_timer_sync(&md->watchdog);\n"
		"+\ttimer_shutdown_sync(&md->watchdog);\n");

	g_assert_null(used);
	g_assert_null(effect);
	g_assert_null(cast);
}

/* ---- a new issue that is the next step of a chain ---------------------------------------- */

static void test_chain_link(void)
{
	static const char old_text[] =
		"static void ex_arm(struct ex_dev *dev)\n"
		"{\n"
		"\tsetup_timer(&dev->poll, ex_poll, (unsigned long)dev);\n"
		"}\n";
	static const char new_text[] =
		"static void ex_poll_fn(struct timer_list *t)\n"
		"{\n"
		"\tstruct ex_dev *dev = from_timer(dev, t, poll);\n"
		"\n"
		"\tex_poll(dev);\n"
		"}\n"
		"\n"
		"static void ex_arm(struct ex_dev *dev)\n"
		"{\n"
		"\tstruct timespec64 now;\n"
		"\ttimer_setup(&dev->poll, ex_poll_fn, 0);\n"
		"}\n";
	static const int removed[] = { 3, 0 }, added[] = { 1, 2, 3, 4, 5, 6, 7, 10, 11, 0 };
	g_autoptr(GPtrArray) changes = example(old_text, removed, new_text, added);
	struct porter_sides sd = { 0 };
	struct red_issue ni = { 0 };

	porter_sides_init(&sd, changes);
	g_assert_true(g_hash_table_contains(sd.defined, "ex_poll_fn"));
	g_assert_false(g_hash_table_contains(sd.defined, "ex_arm"));

	/* a kernel name of the '+' side the target lacks: the next step */
	ni.kind = RED_UNDEFINED_FUNCTION;
	ni.symbol = (char *)"from_timer";
	g_assert_true(porter_chain_link(&ni, &sd));
	ni.kind = RED_UNKNOWN_TYPE;
	ni.symbol = (char *)"struct timespec64";
	g_assert_cmpstr(porter_symbol_word(ni.symbol), ==, "timespec64");
	g_assert_true(porter_chain_link(&ni, &sd));

	/* a helper the example defines with its change: no other commit adds it */
	ni.kind = RED_UNDEFINED_FUNCTION;
	ni.symbol = (char *)"ex_poll_fn";
	g_assert_false(porter_chain_link(&ni, &sd));
	/* a name the example's '+' side does not hold */
	ni.symbol = (char *)"setup_timer";
	g_assert_false(porter_chain_link(&ni, &sd));
	/* a kind no example replaces by a name of its own */
	ni.kind = RED_NO_MEMBER;
	ni.symbol = (char *)"from_timer";
	g_assert_false(porter_chain_link(&ni, &sd));
	porter_sides_clear(&sd);
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/behaviour/deletion/moved", test_deletion_of_moved);
	g_test_add_func("/behaviour/deletion/alone", test_deletion_alone);
	g_test_add_func("/behaviour/deletion/kept-line", test_deletion_of_kept_line);
	g_test_add_func("/behaviour/dropped-result/rejected", test_dropped_result);
	g_test_add_func("/behaviour/dropped-result/accepted", test_result_still_set);
	g_test_add_func("/behaviour/dropped-out-arg/rejected", test_dropped_out_arg);
	g_test_add_func("/behaviour/dropped-out-arg/accepted", test_out_arg_still_set);
	g_test_add_func("/behaviour/result-use/rejected", test_result_read_effect_only);
	g_test_add_func("/behaviour/result-use/accepted", test_result_read_both);
	g_test_add_func("/behaviour/chain-link", test_chain_link);
	return g_test_run();
}

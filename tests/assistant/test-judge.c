// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of porter_judge_fix() (assistant/judge.c) on real kernel text: the 6.1 and 6.12
 * sides of drivers/hwmon/abituguru.c, drivers/char/ppdev.c and drivers/char/applicom.c from
 * Debian's linux-source packages, and fixes written as porter's loop writes them (git's diff of
 * the work copy).
 */
#include <string.h>

#include "eval.h"

struct texts {
	const char *orig, *ref;
};

static char *text_of(void *data, const char *path, gboolean reference)
{
	const struct texts *t = data;
	const char *s = reference ? t->ref : t->orig;

	return !strcmp(path, "x.c") && s ? g_strdup(s) : NULL;
}

#define HEAD "diff --git a/x.c b/x.c\nindex 1..2 100644\n--- a/x.c\n+++ b/x.c\n"

/* drivers/hwmon/abituguru.c: .remove returns void in 6.12 */
static const char remove_61[] =
	"static int abituguru_remove(struct platform_device *pdev)\n"
	"{\n"
	"\tint i;\n"
	"\tstruct abituguru_data *data = platform_get_drvdata(pdev);\n"
	"\n"
	"\thwmon_device_unregister(data->hwmon_dev);\n"
	"\tfor (i = 0; data->sysfs_attr[i].dev_attr.attr.name; i++)\n"
	"\t\tdevice_remove_file(&pdev->dev, &data->sysfs_attr[i].dev_attr);\n"
	"\n"
	"\treturn 0;\n"
	"}\n";
static const char remove_612[] =
	"static void abituguru_remove(struct platform_device *pdev)\n"
	"{\n"
	"\tint i;\n"
	"\tstruct abituguru_data *data = platform_get_drvdata(pdev);\n"
	"\n"
	"\thwmon_device_unregister(data->hwmon_dev);\n"
	"\tfor (i = 0; data->sysfs_attr[i].dev_attr.attr.name; i++)\n"
	"\t\tdevice_remove_file(&pdev->dev, &data->sysfs_attr[i].dev_attr);\n"
	"}\n";

static void test_agrees(void)
{
	struct texts t = { remove_61, remove_612 };
	g_autofree char *why = NULL;
	const char *diff = HEAD
		"@@ -1,4 +1,4 @@\n"
		"-static int abituguru_remove(struct platform_device *pdev)\n"
		"+static void abituguru_remove(struct platform_device *pdev)\n"
		" {\n"
		" \tint i;\n"
		" \tstruct abituguru_data *data = platform_get_drvdata(pdev);\n"
		"@@ -7,5 +7,3 @@\n"
		" \t\tdevice_remove_file(&pdev->dev, &data->sysfs_attr[i].dev_attr);\n"
		"-\n"
		"-\treturn 0;\n"
		" }\n";

	g_assert_cmpint(porter_judge_fix(&why, diff, text_of, &t), ==, PORTER_JUDGE_AGREES);
	g_assert_nonnull(strstr(why, "x.c"));
}

/*
 * The reference gained returns in another function (da9150-charger's and ab8500_charger's 6.12
 * files did): the fix's dropped `return 0;` of the function made void is still the reference's
 * own change, counted in that function, not over the file.
 */
static void test_agrees_returns_elsewhere(void)
{
	g_autofree char *orig = g_strconcat(remove_61, "\nstatic int helper(int x)\n{\n"
					    "\tx++;\n\treturn x;\n}\n", NULL);
	g_autofree char *ref = g_strconcat(remove_612, "\nstatic int helper(int x)\n{\n"
					   "\tif (x < 0)\n\t\treturn 0;\n\tif (x > 9)\n"
					   "\t\treturn 9;\n\treturn x;\n}\n", NULL);
	struct texts t = { orig, ref };
	g_autofree char *why = NULL;
	const char *diff = HEAD
		"@@ -1,4 +1,4 @@\n"
		"-static int abituguru_remove(struct platform_device *pdev)\n"
		"+static void abituguru_remove(struct platform_device *pdev)\n"
		" {\n"
		" \tint i;\n"
		" \tstruct abituguru_data *data = platform_get_drvdata(pdev);\n"
		"@@ -7,5 +7,3 @@\n"
		" \t\tdevice_remove_file(&pdev->dev, &data->sysfs_attr[i].dev_attr);\n"
		"-\n"
		"-\treturn 0;\n"
		" }\n";

	g_assert_cmpint(porter_judge_fix(&why, diff, text_of, &t), ==, PORTER_JUDGE_AGREES);
}

/* a fix that compiles but drops a call both sides keep */
static void test_wrong_dropped_call(void)
{
	struct texts t = { remove_61, remove_612 };
	g_autofree char *why = NULL;
	const char *diff = HEAD
		"@@ -1,10 +1,7 @@\n"
		"-static int abituguru_remove(struct platform_device *pdev)\n"
		"+static void abituguru_remove(struct platform_device *pdev)\n"
		" {\n"
		" \tint i;\n"
		" \tstruct abituguru_data *data = platform_get_drvdata(pdev);\n"
		" \n"
		"-\thwmon_device_unregister(data->hwmon_dev);\n"
		" \tfor (i = 0; data->sysfs_attr[i].dev_attr.attr.name; i++)\n"
		" \t\tdevice_remove_file(&pdev->dev, &data->sysfs_attr[i].dev_attr);\n"
		"-\n"
		"-\treturn 0;\n"
		" }\n";

	g_assert_cmpint(porter_judge_fix(&why, diff, text_of, &t), ==, PORTER_JUDGE_WRONG);
	g_assert_cmpstr(why, ==,
			"x.c: drops call hwmon_device_unregister (original 1, reference 1, port 0)");
}

/* drivers/hwmon/abituguru.c's probe, the same on both sides: devm_kzalloc made kzalloc is wrong */
static void test_wrong_devm(void)
{
	const char *probe =
		"\tdata = devm_kzalloc(&pdev->dev, sizeof(struct abituguru_data),\n"
		"\t\t\t    GFP_KERNEL);\n"
		"\tif (!data)\n"
		"\t\treturn -ENOMEM;\n";
	struct texts t = { probe, probe };
	g_autofree char *why = NULL;
	const char *diff = HEAD
		"@@ -1,2 +1,2 @@\n"
		"-\tdata = devm_kzalloc(&pdev->dev, sizeof(struct abituguru_data),\n"
		"+\tdata = kzalloc(sizeof(struct abituguru_data),\n"
		" \t\t\t    GFP_KERNEL);\n";

	g_assert_cmpint(porter_judge_fix(&why, diff, text_of, &t), ==, PORTER_JUDGE_WRONG);
	g_assert_nonnull(strstr(why, "drops call devm_kzalloc"));
}

/* drivers/char/ppdev.c: class_create(name) compiles on 6.12, where the kernel moved to a static
 * const struct class and class_register(): a fix written otherwise */
static void test_differs(void)
{
	struct texts t = {
		"\tppdev_class = class_create(THIS_MODULE, CHRDEV);\n"
		"\tif (IS_ERR(ppdev_class)) {\n"
		"\t\terr = PTR_ERR(ppdev_class);\n"
		"\t\tgoto out_chrdev;\n"
		"\t}\n",
		"\terr = class_register(&ppdev_class);\n"
		"\tif (err)\n"
		"\t\tgoto out_chrdev;\n",
	};
	g_autofree char *why = NULL;
	const char *diff = HEAD
		"@@ -1,1 +1,1 @@\n"
		"-\tppdev_class = class_create(THIS_MODULE, CHRDEV);\n"
		"+\tppdev_class = class_create(CHRDEV);\n"
		" \tif (IS_ERR(ppdev_class)) {\n";

	g_assert_cmpint(porter_judge_fix(&why, diff, text_of, &t), ==, PORTER_JUDGE_DIFFERS);
	g_assert_cmpstr(why, ==,
			"x.c: the reference has no 'ppdev_class = class_create ( CHRDEV ) ;'");
}

/* drivers/char/applicom.c: no_llseek is gone in 6.12 and the kernel deleted the line; a deleted
 * initializer line is data, not a dropped effect */
static void test_deletion_agrees(void)
{
	struct texts t = {
		"static const struct file_operations ac_fops = {\n"
		"\t.owner = THIS_MODULE,\n"
		"\t.llseek = no_llseek,\n"
		"\t.read = ac_read,\n"
		"};\n",
		"static const struct file_operations ac_fops = {\n"
		"\t.owner = THIS_MODULE,\n"
		"\t.read = ac_read,\n"
		"};\n",
	};
	g_autofree char *why = NULL;
	const char *diff = HEAD
		"@@ -2,3 +2,2 @@\n"
		" \t.owner = THIS_MODULE,\n"
		"-\t.llseek = no_llseek,\n"
		" \t.read = ac_read,\n";

	g_assert_cmpint(porter_judge_fix(&why, diff, text_of, &t), ==, PORTER_JUDGE_AGREES);
	/* the same deletion where the reference keeps the line (noop_llseek's case): differs */
	t.ref = t.orig;
	g_clear_pointer(&why, g_free);
	g_assert_cmpint(porter_judge_fix(&why, diff, text_of, &t), ==, PORTER_JUDGE_DIFFERS);
	g_assert_nonnull(strstr(why, "the reference keeps '. llseek = no_llseek ,'"));
}

static void test_unjudged(void)
{
	struct texts t = { remove_61, NULL };
	g_autofree char *why = NULL, *why2 = NULL;

	g_assert_cmpint(porter_judge_fix(&why, HEAD "@@ -1 +1 @@\n-a;\n+b;\n", text_of, &t), ==,
			PORTER_JUDGE_UNJUDGED);
	g_assert_cmpstr(why, ==, "x.c: no reference text");
	g_assert_cmpint(porter_judge_fix(&why2, "", text_of, &t), ==, PORTER_JUDGE_UNJUDGED);
	g_assert_cmpstr(porter_judgment_name(PORTER_JUDGE_WRONG), ==, "wrong");
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/judge/agrees", test_agrees);
	g_test_add_func("/judge/agrees-returns-elsewhere", test_agrees_returns_elsewhere);
	g_test_add_func("/judge/wrong-dropped-call", test_wrong_dropped_call);
	g_test_add_func("/judge/wrong-devm", test_wrong_devm);
	g_test_add_func("/judge/differs", test_differs);
	g_test_add_func("/judge/deletion", test_deletion_agrees);
	g_test_add_func("/judge/unjudged", test_unjudged);
	return g_test_run();
}

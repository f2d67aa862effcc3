static int ab_bind(struct gizmo *gz, const struct gizmo_match *m)
{
	struct ab_priv *p = gizmo_alloc(gz, sizeof(*p));

	if (!p)
		return -ENOMEM;
	gizmo_set_priv(gz, p);
	return 0;
}
static struct gizmo_driver ab_driver = {
	.name = "ab",
	.bind = ab_bind,
};

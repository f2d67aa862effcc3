static int cd_bind(struct gizmo *g, const struct gizmo_match *match)
{
	struct cd *c = gizmo_alloc(g, sizeof(*c));

	if (!c)
		return -ENOMEM;
	c->flags = match->flags;
	return 0;
}
static struct gizmo_driver cd_driver = {
	.name = "cd",
	.bind = cd_bind,
};

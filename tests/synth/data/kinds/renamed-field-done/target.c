static int cd_attach(struct gizmo *g)
{
	gizmo_reset(g);
	return gizmo_enable(g);
}
static struct gizmo_driver cd_driver = {
	.name = "cd",
	.attach_mode = cd_attach,
};

static int ab_attach(struct gizmo *gz, unsigned int mode)
{
	return gizmo_enable(gz);
}
static struct gizmo_driver ab_driver = {
	.name = "ab",
	.attach_mode = ab_attach,
};

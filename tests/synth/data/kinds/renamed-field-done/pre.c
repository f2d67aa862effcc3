static int ab_attach(struct gizmo *gz)
{
	return gizmo_enable(gz);
}
static struct gizmo_driver ab_driver = {
	.name = "ab",
	.attach = ab_attach,
};

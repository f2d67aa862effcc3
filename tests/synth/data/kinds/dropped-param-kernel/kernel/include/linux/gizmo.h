/* The target tree's gizmo bus: the match is looked up from the device, not passed to .bind. */
struct gizmo_match {
	unsigned long flags;
};
struct gizmo;
struct gizmo_driver {
	const char *name;
	int (*bind)(struct gizmo *gz);
};
extern const struct gizmo_match *gizmo_match_table(const struct gizmo_match *tbl,
						   const struct gizmo *gz);
const struct gizmo_match *gizmo_get_match(const struct gizmo *gz);

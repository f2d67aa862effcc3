static const unsigned int cd_ldo_sel[] = { 0x0, 0x4 };
static const unsigned int cd_limit_sel[] = { 0x2 };

static const struct xy_limits cd_limits = {
	.range_sel = cd_limit_sel,
};

static const struct xy_desc cd_ldo = {
	.name = "ldo",
	.n_voltages = 8,
	.range_sel = cd_ldo_sel,
};

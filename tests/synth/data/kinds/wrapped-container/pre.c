struct ab_regulator {
	struct xy_limits limits;
	struct xy_desc desc;
	unsigned int reg;
};

static struct ab_regulator ab_buck;

static const unsigned int ab_buck_sel[] = { 0x0, 0x8 };
static const unsigned int ab_limit_sel[] = { 0x1 };

static struct ab_regulator ab_buck = {
	.limits = {
		.range_sel = ab_limit_sel,
	},
	.desc = {
		.name = "buck",
		.n_voltages = 16,
		.range_sel = ab_buck_sel,
	},
	.reg = 3,
};

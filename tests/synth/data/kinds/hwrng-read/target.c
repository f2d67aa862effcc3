static int cd_data_read(struct hwrng *r, u32 *out)
{
	*out = readl(cd_base);
	return 4;
}
static struct hwrng cd_hwrng = {
	.name = "cd",
	.data_read = cd_data_read,
	.quality = 900,
};

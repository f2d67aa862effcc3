static int ab_rng_data_present(struct hwrng *rng, int wait)
{
	return ab_ready(rng->priv);
}
static int ab_rng_data_read(struct hwrng *rng, u32 *data)
{
	*data = ab_read(rng->priv);
	return 4;
}
static struct hwrng ab_rng = {
	.name = "ab",
	.data_present = ab_rng_data_present,
	.data_read = ab_rng_data_read,
};

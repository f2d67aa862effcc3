/* SPDX-License-Identifier: GPL-2.0-only */
/* The industrial I/O core - generic buffer interfaces.
 *
 * Copyright (c) 2008 Jonathan Cameron
 */
#ifndef _IIO_BUFFER_GENERIC_H_
#define _IIO_BUFFER_GENERIC_H_

#include <linux/iio/iio.h>

int iio_push_to_buffers(struct iio_dev *indio_dev, const void *data);

static inline int iio_push_to_buffers_with_timestamp(struct iio_dev *indio_dev,
	void *data, s64 timestamp)
{
	return iio_push_to_buffers(indio_dev, data);
}

#endif /* _IIO_BUFFER_GENERIC_H_ */

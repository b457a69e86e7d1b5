import { DeliveryFailure } from '../../server/notifications/delivery-failure';

/** The DeliveryFailure `read` throws (an ATS's answer read as a failure); any other outcome fails the test. */
export function failureOf(read: () => unknown): DeliveryFailure {
  try {
    read();
  } catch (error) {
    if (error instanceof DeliveryFailure) return error;
    throw error;
  }
  throw new Error('no failure');
}

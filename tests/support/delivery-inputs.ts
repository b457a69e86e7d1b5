import type { DeliveryInputs } from '../../server/ats-delivery/ats-payload';

/** A candidate as an application's delivery reads them: from Pune, with an Indian mobile number. */
export const ashaRao: DeliveryInputs['candidate'] = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '+919876543210',
  location: { city: 'Pune', region: 'Maharashtra', country: 'India' },
};

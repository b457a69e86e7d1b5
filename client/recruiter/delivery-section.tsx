import { Form, useActionData, useNavigation } from 'react-router';
import { atsNames, type AtsDelivery, type DeliveryState } from '../../shared/application/delivery';
import { useFormatMoment } from './recruiter-dates';

/** How a delivery's state reads in the inbox and on an application's page. */
export const deliveryLabels: Record<DeliveryState, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
  stopped: 'Stopped',
};

/**
 * An application's delivery into the company's ATS: where it stands, the ATS's id once there,
 * the last error and, for one that failed for good, a Retry that works without JavaScript (a
 * form post to the page's action, `intent=retry-delivery`). The application stays in this inbox
 * whatever becomes of it. Once its candidate `withdrawn` it, an unsent delivery is stopped for
 * good (no Retry), and one already delivered is still in the ATS, where this site cannot withdraw
 * it: the recruiter is told to.
 */
export function DeliverySection({ delivery, withdrawn }: { delivery: AtsDelivery; withdrawn: boolean }) {
  const formatMoment = useFormatMoment();
  const navigation = useNavigation();
  const posted = useActionData<{ change?: string; problem?: string }>();
  const retrying = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'retry-delivery';
  const ats = atsNames[delivery.ats];
  return (
    <section aria-labelledby="delivery-heading" className="recruiter-section">
      <h2 id="delivery-heading">Delivery to {ats}</h2>
      <p>
        <span className={`delivery-badge delivery-${delivery.state}`}>{deliveryLabels[delivery.state]}</span>{' '}
        {delivery.state === 'delivered' && delivery.deliveredAt && (
          <>
            on <time dateTime={delivery.deliveredAt}>{formatMoment(delivery.deliveredAt)}</time>
            {delivery.atsId ? `, ${ats} application ${delivery.atsId}` : ''}.
            {withdrawn && ` The candidate withdrew it since: withdraw or reject it in ${ats} too.`}
          </>
        )}
        {delivery.state === 'pending' &&
          (delivery.attempts === 0
            ? 'Waiting to be sent.'
            : `Tried ${delivery.attempts} ${delivery.attempts === 1 ? 'time' : 'times'}; tried again automatically.`)}
        {delivery.state === 'stopped' &&
          (delivery.attempts === 0
            ? `The candidate withdrew the application before it was sent to ${ats}: it never will be.`
            : `The candidate withdrew the application before ${ats} accepted it: it is not tried again.`)}
        {delivery.state === 'failed' &&
          // Not always the ATS's refusal: a key no longer set, or an application since erased (the last error says which).
          `Given up after ${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}; it is not tried again until you retry.`}
      </p>
      {delivery.lastError && delivery.state !== 'stopped' && (
        <p className="delivery-error">
          Last error: <span>{delivery.lastError}</span>
        </p>
      )}
      {posted?.change === 'retry-delivery' && posted.problem && (
        <p role="alert" className="form-problem">
          {posted.problem}
        </p>
      )}
      {delivery.state === 'failed' && (
        <Form method="post">
          <input type="hidden" name="intent" value="retry-delivery" />
          <button type="submit" disabled={retrying}>
            {retrying ? 'Retrying…' : `Retry delivery to ${ats}`}
          </button>
        </Form>
      )}
    </section>
  );
}

// The checks before anything is sent: the offer (terms, consent, email) and the payment (email, method, card).
import { validateOffer } from './use-place-order';
import { validatePayment } from './use-pay';

describe('the offer form', () => {
  const ok = { email: 'a@example.com', terms: true, consent: true };

  it('needs the terms box ticked', () => {
    expect(validateOffer({ ...ok, terms: false }, false, false)).toEqual({ terms: 'terms' });
    expect(validateOffer(ok, false, false)).toEqual({});
  });

  it('needs the consent only for a subscription', () => {
    expect(validateOffer({ ...ok, consent: false }, true, false)).toEqual({ consent: 'consent' });
    expect(validateOffer({ ...ok, consent: false }, false, false)).toEqual({});
  });

  it('checks the email only when the page asks for one', () => {
    expect(validateOffer({ ...ok, email: '' }, false, true)).toEqual({ email: 'emailEmpty' });
    expect(validateOffer({ ...ok, email: 'nope' }, false, true)).toEqual({ email: 'emailInvalid' });
    expect(validateOffer({ ...ok, email: '' }, false, false)).toEqual({});
  });

  it('lists every problem in the order of the fields', () => {
    expect(Object.keys(validateOffer({ email: '', terms: false, consent: false }, true, true))).toEqual(['consent', 'email', 'terms']);
  });
});

describe('the payment form', () => {
  const ok = { email: 'a@example.com', method: 'CARD', card: '4242 4242 4242 4242' };

  it('needs a valid delivery email and a method', () => {
    expect(validatePayment({ ...ok, email: ' ' }, 'local', false)).toEqual({ email: 'emailEmpty' });
    expect(validatePayment({ ...ok, method: null }, 'local', false)).toEqual({ method: 'method' });
  });

  it('needs a card number that passes the Luhn check with the local provider', () => {
    expect(validatePayment(ok, 'local', false)).toEqual({});
    expect(validatePayment({ ...ok, card: '4242 4242 4242 4241' }, 'local', false)).toEqual({ card: 'card' });
  });

  it('needs a complete Stripe card element, and no card at all for PayPal', () => {
    expect(validatePayment(ok, 'stripe', false)).toEqual({ card: 'card' });
    expect(validatePayment(ok, 'stripe', true)).toEqual({});
    expect(validatePayment({ ...ok, method: 'PAYPAL', card: '' }, 'local', false)).toEqual({});
  });
});

// The purchase form of the offer page with its notices and aside: plan choice, subscription terms and consent, promo
// code, email (filled in with the one already given), totals, the terms box and the unlock button.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { LoadError, Loading } from '../../../components/DataState';
import type { AppState } from '../../../lib/app-state';
import { useAppState } from '../../../lib/app-state-context';
import { isIqExam, type ExamRef } from '../../../lib/paths';
import { useLinks } from '../../../lib/use-links';
import type { CheckoutOfferQuery } from '../api';
import { CheckboxField, Field } from '../components/Field';
import { OfferAside } from '../components/OfferAside';
import { Countdown, LiveActivity } from '../components/OfferNotices';
import { OrderSummary } from '../components/OrderSummary';
import { PlanChoice } from '../components/PlanChoice';
import { PromoCode } from '../components/PromoCode';
import { TrialTerms } from '../components/TrialTerms';
import { clock } from '../logic/countdown';
import { offerMessages as m } from '../offer-messages';
import { CancelLine } from './CancelLine';
import { activityLines, asideText, promoText } from './offer-blocks';
import { planOptions, summaryRows, termsLines, type OfferSku } from './offer-text';
import { useQuote } from './use-offer-data';
import { usePlaceOrder, type OfferField } from './use-place-order';
import { usePromo } from './use-promo';
import { contentMessages as c } from '../offer-content-messages';

const selectEmail = (s: AppState) => s.email;

interface Props {
  exam: ExamRef;
  attemptToken: string;
  country: string;
  locale: string;
  skus: readonly OfferSku[];
  stats: CheckoutOfferQuery['landingStats'] | null;
  campaign: string | null;
  /** The address already left on this sitting, if any. */
  buyerEmail: string | null;
}

export function OfferForm({ exam, attemptToken, country, locale, skus, stats, campaign, buyerEmail }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const knownEmail = useAppState(selectEmail) || buyerEmail || '';
  const [selected, setSelected] = useState<number | null>(skus[0]?.id ?? null);
  const sku = skus.find((item) => item.id === selected) ?? skus[0] ?? null;
  const promo = usePromo({ examId: exam.examId, country, locale, skuId: sku?.id ?? null, attemptToken, campaign });
  const quote = useQuote(exam.examId, country, locale, sku, promo.applied?.code ?? null);
  const [values, setValues] = useState({ email: knownEmail, terms: false, consent: false });
  const [now] = useState(() => Date.now());
  const refs = { consent: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null), terms: useRef<HTMLInputElement>(null) };
  const validCode = promo.applied && !quote.promoError ? promo.applied.code : null;
  const order = usePlaceOrder({ exam, links, attemptToken, country, sku: sku as OfferSku, quote: quote.quote, promoCode: validCode });

  useEffect(() => {
    if (order.round === 0) return;
    const first = (['consent', 'email', 'terms'] as OfferField[]).find((field) => order.errors[field]);
    if (first) refs[first].current?.focus();
  // Focus moves to the first field with a problem after each refused send, and only then.
  }, [order.round]);

  if (!sku) return <p role="alert">{t(m.notAvailable)}</p>;
  const set = (field: OfferField, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (order.errors[field]) order.clearError(field);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void order.submit(values, true);
  };
  const problem = (field: OfferField) => {
    const code = order.errors[field];
    if (!code) return null;
    return t({ emailEmpty: m.emailEmpty, emailInvalid: m.emailInvalid, terms: m.termsRequired, consent: m.consentRequired, consentOutdated: m.consentOutdated }[code]);
  };
  const promoView = promoText(intl, promo, quote, order.failure);
  const terms = quote.quote?.terms;
  const agreement = (
    <a href={links.screen('legal', { hash: 'agreement' })} target="_blank" rel="noopener noreferrer">
      {t(m.termsLink)}<span className="visually-hidden"> {t(m.newTab)}</span>
    </a>
  );

  return (
    <div className="co-offer__grid">
      <div className="co-offer__main">
        <LiveActivity label={t(c.activityLabel)} lines={activityLines(intl, stats)} />
        {promo.countdown.shown && (promo.countdown.left === 0 || !quote.promoError) && (
          <Countdown label={t(c.countdownLabel)} clock={clock(promo.countdown.left)} ended={promo.countdown.left === 0}
            text={intl.formatMessage(c.countdown, { time: clock(promo.countdown.left), code: promo.countdown.code })} endedText={t(c.countdownEnded)} />
        )}
        <form className="co-form" onSubmit={submit} noValidate>
          <PlanChoice legend={t(m.choose)} options={planOptions(intl, skus)} selected={sku.id} onSelect={(id) => {
            setSelected(id);
            set('consent', false);
          }} />
          {sku.kind === 'SUBSCRIPTION' && terms && (
            <TrialTerms title={t(m.consentTitle)} lines={[...termsLines(intl, terms, sku, quote.quote?.amount ?? sku.price, now), <CancelLine key="cancel" />]}
              agreedLabel={t(m.consentAgreed)} serverText={terms.text} consentLabel={t(m.consentLabel)} checked={values.consent}
              onChange={(checked) => set('consent', checked)} error={problem('consent')} checkboxRef={refs.consent} />
          )}
          <PromoCode label={t(m.promoLabel)} applyLabel={t(m.promoApply)} removeLabel={t(m.promoRemove)} value={promo.input}
            onChange={promo.setInput} onApply={promo.apply} onRemove={promo.remove} busy={promo.busy} busyText={t(m.promoChecking)}
            error={promoView.error} applied={promoView.applied} />
          {/* Always shown, filled in with the address already given, so the buyer sees where the report goes. */}
          <Field ref={refs.email} label={t(m.emailLabel)} type="email" name="email" autoComplete="email" inputMode="email" spellCheck={false}
            value={values.email} onChange={(event) => set('email', event.target.value)} error={problem('email')} />
          {quote.error ? <LoadError compact onRetry={quote.retry} /> : quote.loading ? <Loading compact /> : (
            <OrderSummary {...summaryRows(intl, sku, quote.quote, now)} />
          )}
          <CheckboxField ref={refs.terms} name="terms" label={intl.formatMessage(m.termsLabel, { agreement })} checked={values.terms}
            onChange={(checked) => set('terms', checked)} error={problem('terms')} />
          <button type="submit" className="button button--primary button--large co-form__submit" aria-disabled={order.busy || undefined}>
            {t(isIqExam(exam) ? m.submitIq : m.submit)}
          </button>
          <p className="co-status" role="status">{order.busy ? t(m.submitting) : ''}</p>
          {order.failure === 'network' && <LoadError onRetry={() => void order.submit(values, true)} />}
          {(order.failure === 'notAvailable' || order.failure === 'attempt') && <p className="co-error" role="alert">{t(m.notAvailable)}</p>}
          {order.failure === 'owned' && <p className="co-error" role="alert">{t(m.alreadyOwned)}</p>}
        </form>
      </div>
      <OfferAside {...asideText(intl, sku)} />
    </div>
  );
}

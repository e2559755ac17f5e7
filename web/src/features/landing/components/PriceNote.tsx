// The honest price line shown before the test: free result, and the report price in the visitor's currency.
import { useIntl } from 'react-intl';
import { stateMessages } from '../../../components/messages';
import { ctaMessages } from '../messages';

export type PriceState =
  | { kind: 'loading' }
  | { kind: 'price'; formatted: string }
  | { kind: 'free' }
  | { kind: 'error'; retry: () => void };

export function PriceNote({ state }: { state: PriceState }) {
  const intl = useIntl();
  switch (state.kind) {
    case 'loading':
      return <span className="price-note price-note--loading">{intl.formatMessage(ctaMessages.priceLoading)}</span>;
    case 'free':
      return <span className="price-note">{intl.formatMessage(ctaMessages.priceFree)}</span>;
    case 'price':
      return <span className="price-note">{intl.formatMessage(ctaMessages.price, { price: state.formatted })}</span>;
    case 'error':
      return (
        <span className="price-note price-note--error" role="alert">
          {intl.formatMessage(stateMessages.loadFailed)}{' '}
          <button type="button" className="link-button" onClick={state.retry}>
            {intl.formatMessage(stateMessages.retry)}
          </button>
        </span>
      );
  }
}

// The promo code of the offer: typed codes are checked by the server before they count; a campaign code from the link
// (?promo=) is applied until the offer countdown ends, then dropped, so the price returns to the listed price.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { localStore } from '../../../lib/storage';
import { CheckoutQuoteDocument, type OrderErrorCode } from '../api';
import { offerDeadline, secondsLeft } from '../logic/countdown';

export type PromoProblem = OrderErrorCode | 'empty' | 'network';
interface Applied {
  code: string;
  source: 'campaign' | 'typed';
}

interface Args {
  examId: number;
  country: string | null;
  locale: string;
  skuId: number | null;
  attemptToken: string | null;
  campaign: string | null;
}

function useCountdown(campaign: string | null, attemptToken: string | null) {
  const deadline = useMemo(
    () => (campaign && attemptToken ? offerDeadline(localStore, attemptToken, Date.now()) : null),
    [campaign, attemptToken],
  );
  const [now, setNow] = useState(() => Date.now());
  const left = deadline === null ? 0 : secondsLeft(deadline, now);
  const ended = left === 0;
  useEffect(() => {
    if (deadline === null || ended) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline, ended]);
  return { active: deadline !== null, left };
}

export function usePromo({ examId, country, locale, skuId, attemptToken, campaign }: Args) {
  const client = useApolloClient();
  const countdown = useCountdown(campaign, attemptToken);
  const [dismissed, setDismissed] = useState(false);
  const campaignLive = Boolean(campaign) && countdown.active && countdown.left > 0 && !dismissed;
  const [typed, setTyped] = useState<Applied | null>(null);
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<PromoProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const applied: Applied | null = typed ?? (campaignLive && campaign ? { code: campaign, source: 'campaign' } : null);

  const apply = async () => {
    if (busy || !country || !skuId) return;
    const code = input.trim().toUpperCase();
    if (!code) return setProblem('empty');
    setBusy(true);
    try {
      const { data } = await client.query({
        query: CheckoutQuoteDocument,
        variables: { examId, skuId, country, locale, promoCode: code },
        fetchPolicy: 'network-only',
      });
      const error = data?.priceQuote.errors[0]?.code;
      if (error || !data?.priceQuote.quote) return setProblem(error ?? 'network');
      setProblem(null);
      setTyped({ code, source: 'typed' });
    } catch {
      setProblem('network');
    } finally {
      setBusy(false);
    }
  };

  return {
    input,
    setInput: (value: string) => {
      setInput(value);
      if (problem === 'empty') setProblem(null);
    },
    applied,
    problem,
    busy,
    apply: () => void apply(),
    remove: () => {
      if (!typed) setDismissed(true);
      setTyped(null);
      setProblem(null);
    },
    countdown: { shown: Boolean(campaign) && countdown.active && !typed && !dismissed, left: countdown.left, code: campaign ?? '' },
  };
}

// The later screens built by the questionnaire and result features, as lazy chunks inside the Apollo frame; routes.tsx
// shows them. Never import these from the landing chunk.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithReload } from '../lib/chunk-reload';
import type { Screen } from '../lib/paths';
import { CHECKOUT_SCREENS } from '../features/checkout/screens';
import { SUBSCRIPTION_SCREENS } from '../features/subscription/screens';
import { REPORT_SCREENS } from '../features/report/screens';
import { RETRIEVE_SCREENS } from '../features/retrieve/screens';
import { ACCOUNT_SCREENS } from '../features/account/screens';
import { MEMBER_SCREENS } from '../features/member/screens';

const QuestionRoute = lazyWithReload(() =>
  import('../features/questionnaire/routes/QuestionRoute').then((m) => ({ default: m.QuestionRoute })),
);
const AnswerCompleteRoute = lazyWithReload(() =>
  import('../features/questionnaire/routes/AnswerCompleteRoute').then((m) => ({ default: m.AnswerCompleteRoute })),
);
const FormRoute = lazyWithReload(() => import('../features/questionnaire/routes/FormRoute').then((m) => ({ default: m.FormRoute })));
const EmailRoute = lazyWithReload(() => import('../features/questionnaire/routes/EmailRoute').then((m) => ({ default: m.EmailRoute })));
const FreeResultRoute = lazyWithReload(() =>
  import('../features/result/routes/FreeResultRoute').then((m) => ({ default: m.FreeResultRoute })),
);

export const FEATURE_SCREENS: Partial<Record<Screen, LazyExoticComponent<ComponentType>>> = {
  answerQuestion: QuestionRoute,
  answerSubmit: AnswerCompleteRoute,
  answerSubmitOld: FormRoute,
  answerEmail: EmailRoute,
  reportResultFreeTest: FreeResultRoute,
  ...CHECKOUT_SCREENS,
  ...SUBSCRIPTION_SCREENS,
  ...REPORT_SCREENS,
  ...RETRIEVE_SCREENS,
  ...ACCOUNT_SCREENS,
  ...MEMBER_SCREENS,
};

// The later screens built by the questionnaire and result features, as lazy chunks inside the Apollo frame; routes.tsx
// shows them. Never import these from the landing chunk.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithReload } from '../lib/chunk-reload';
import { useParams } from 'react-router';
import { EXAM_PARAM, isIqExam, parseExamSegment, type Screen } from '../lib/paths';
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

const IqTestRoute = lazyWithReload(() => import('../features/iq/routes/IqTestRoute').then((m) => ({ default: m.IqTestRoute })));
const IqReportRoute = lazyWithReload(() => import('../features/iq/routes/IqReportRoute').then((m) => ({ default: m.IqReportRoute })));
const IqResultRoute = lazyWithReload(() => import('../features/iq/routes/IqResultRoute').then((m) => ({ default: m.IqResultRoute })));

/** The IQ exam's own screen where it differs from the personality questionnaire's (same path, other exam segment). */
function byExamKind(personality: LazyExoticComponent<ComponentType>, iq: LazyExoticComponent<ComponentType>): ComponentType {
  const Personality = personality;
  const Iq = iq;
  return function ExamKindScreen() {
    const exam = parseExamSegment(useParams()[EXAM_PARAM]);
    return exam && isIqExam(exam) ? <Iq /> : <Personality />;
  };
}

export const FEATURE_SCREENS: Partial<Record<Screen, ComponentType>> = {
  answerQuestion: byExamKind(QuestionRoute, IqTestRoute),
  answerSubmit: AnswerCompleteRoute,
  answerSubmitOld: FormRoute,
  answerEmail: EmailRoute,
  reportResultFreeTest: byExamKind(FreeResultRoute, IqResultRoute),
  ...CHECKOUT_SCREENS,
  ...SUBSCRIPTION_SCREENS,
  ...REPORT_SCREENS,
  reportResult: byExamKind(REPORT_SCREENS.reportResult!, IqReportRoute),
  ...RETRIEVE_SCREENS,
  ...ACCOUNT_SCREENS,
  ...MEMBER_SCREENS,
};

// Builders for next-step tests: an approved visitor with every switch off, changed per case.
import type { UserExhibitionVO } from '../identity/user-info';
import { decideNextStep } from './decide-next-step';
import type { NextStep, NextStepConfig, NextStepInput, NextStepUser } from './next-step.types';

export const ALLOWED = ['https://fair.example.com'];

export const approvedVo: UserExhibitionVO = {
  registerType: 'visitor',
  completeResult: 'succ',
  examineResult: 'approve',
  questionnaireResult: 'complete',
  questionnaireTwoResult: 'complete',
  questionnaireThreeResult: 'complete',
};

export const baseUser: NextStepUser = {
  userExhibitionVO: approvedVo,
  userQr: '',
  jumpUrl: '',
  isHaveTicket: 0,
  isHaveConferenceRegistration: 0,
  visitingGroupLeaderVO: null,
};

export const baseConfig: NextStepConfig = {
  stopRegistration: 0,
  businessCardSwitch: 0,
  cnQuestionnaireSwitch: 0,
  enQuestionnaireSwitch: 0,
  questionnaireCount: 1,
  showConfirmationSwitch: 0,
  conferenceFlow: '',
  isOpenNodeMode: 0,
};

export interface Case {
  readonly name: string;
  readonly vo?: Partial<UserExhibitionVO>;
  readonly user?: Partial<NextStepUser>;
  readonly config?: Partial<NextStepConfig>;
  readonly input?: Partial<Omit<NextStepInput, 'user' | 'config'>>;
  readonly expected: NextStep;
}

export const decide = (c: Omit<Case, 'name' | 'expected'>): NextStep =>
  decideNextStep({
    user: { ...baseUser, ...c.user, userExhibitionVO: { ...approvedVo, ...c.user?.userExhibitionVO, ...c.vo } },
    config: { ...baseConfig, ...c.config },
    languageType: 'cn',
    allowedOrigins: ALLOWED,
    ...c.input,
  });

export const incomplete: Partial<UserExhibitionVO> = { completeResult: '', examineResult: '' };


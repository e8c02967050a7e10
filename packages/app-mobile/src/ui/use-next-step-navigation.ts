// After a login or a submit, the SDK's next-step use case decides where the user goes; this hook runs it
// and performs the decision through the shell's navigation (route → in-app, redirect → full page when
// allowed, error → /error). A failed call (network, 400) is returned, not navigated, so the calling form
// can show the message and keep what was typed.
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { DomainError, NextStep, Result } from '@fairpass/domain';
import { nextStepAction } from './next-step-action';
import { useAllowedOrigins } from './use-allowed-origins';
import { useUseCase } from './use-use-case';

export type GoToNextStep = () => Promise<Result<NextStep, DomainError>>;

export function useNextStepNavigation(): GoToNextStep {
  const nextStep = useUseCase((useCases) => useCases.nextStep);
  const allowedOrigins = useAllowedOrigins();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    const step = await nextStep.execute();
    if (step.ok) {
      const action = nextStepAction(step.value, allowedOrigins);
      if (action.kind === 'leave') location.assign(action.url);
      // Pushed, so the browser's back button walks back through the steps inside the app.
      else navigate(action.to);
    }
    return step;
  }, [nextStep, allowedOrigins, navigate]);
}

import { screen } from '@testing-library/react';
import type { UserInfo } from '@fairpass/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCanvasDrawing } from '../../test/canvas-stub';
import { renderShell } from '../../test/render-shell';
import { ConfirmationLetter } from './confirmation-letter';
import { letterAvailabilityOf } from './letter-availability';

const USER: UserInfo = {
  userId: 'u-4',
  account: '13800000004',
  name: '张票务',
  lastName: '',
  firstName: '',
  company: '票务展览有限公司',
  companyEnName: 'Ticket Expo Ltd.',
  phone: '13800000004',
  email: 'approved@example.com',
  idNumber: '11010519491231002X',
  boothNo: '',
  deptId: '',
  userCode: 'FP2026000004',
  userQr: 'FP2026000004-QR',
  jumpUrl: '',
  isHaveTicket: 1,
  isHaveConferenceRegistration: 0,
  userExhibitionVO: {
    registerType: 'visitor',
    completeResult: 'succ',
    examineResult: 'approve',
    questionnaireResult: 'complete',
    questionnaireTwoResult: '',
    questionnaireThreeResult: '',
  },
  visitingGroupLeaderVO: null,
};

describe('the confirmation letter', () => {
  // The QR code is a drawn picture (ui/qr-image.tsx); jsdom draws nothing.
  beforeEach(() => stubCanvasDrawing());
  afterEach(() => vi.restoreAllMocks());

  it('shows the QR code, the code and name, and only the masked phone and ID number', async () => {
    await renderShell(<ConfirmationLetter user={USER} exhibitionTitle="示范展会" language="cn" />);
    expect(await screen.findByRole('img', { name: '入场二维码' })).toBeTruthy();
    expect(screen.getByTestId('letter-userCode').textContent).toBe('FP2026000004');
    expect(screen.getByTestId('letter-phone').textContent).toBe('138****0004');
    expect(screen.getByTestId('letter-idNumber').textContent).toBe('1101**********002X');
    expect(document.body.textContent).not.toContain('13800000004');
    expect(document.body.textContent).not.toContain('11010519491231002X');
  });

  it('names the English company for an English visitor and says when no QR code exists yet', async () => {
    await renderShell(<ConfirmationLetter user={{ ...USER, userQr: '' }} exhibitionTitle="Demo Expo" language="en" />, { language: 'en' });
    expect((await screen.findByTestId('letter-company')).textContent).toBe('Ticket Expo Ltd.');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Your entry QR code has not been issued yet');
  });
});

describe('whether a looked-up visitor has a letter', () => {
  it.each([
    ['approve', 'succ', { kind: 'letter' }],
    ['pending', 'succ', { kind: 'underReview' }],
    ['', 'succ', { kind: 'underReview' }],
    ['reject', 'succ', { kind: 'none', code: 'REGISTRATION.NOT_REGISTERED_NO_TICKETS' }],
    ['', '', { kind: 'none', code: 'REGISTRATION.NOT_REGISTERED_NO_TICKETS' }],
  ] as const)('review result %j, information %j → %o', (examineResult, completeResult, expected) => {
    expect(letterAvailabilityOf({ userExhibitionVO: { ...USER.userExhibitionVO, examineResult, completeResult } })).toEqual(expected);
  });
});

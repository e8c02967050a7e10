// The UI kit's Result block with its status icon marked decorative: the heading and text beside it say
// what the icon shows, and an unnamed image is only noise to a screen reader.
import Result from 'antd-mobile/es/components/result';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill, ExclamationCircleFill, InformationCircleFill } from 'antd-mobile-icons';
import type { ComponentProps, ComponentType, SVGProps } from 'react';

type Status = 'success' | 'error' | 'info' | 'waiting' | 'warning';

const ICONS: Readonly<Record<Status, ComponentType<SVGProps<SVGSVGElement>>>> = {
  success: CheckCircleFill,
  error: CloseCircleFill,
  info: InformationCircleFill,
  waiting: ClockCircleFill,
  warning: ExclamationCircleFill,
};

export type StatusResultProps = Omit<ComponentProps<typeof Result>, 'status' | 'icon'> & { readonly status: Status };

export function StatusResult({ status, ...props }: StatusResultProps) {
  const Icon = ICONS[status];
  return <Result {...props} status={status} icon={<Icon aria-hidden="true" focusable="false" />} />;
}

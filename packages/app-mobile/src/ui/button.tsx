// The app's button: the UI kit's look (its stylesheet and class names, which the app's styles refine) on
// a plain <button>, without the kit's script (issue 33: −1.3 KiB gzip on every route). Busy while
// `loading`: deaf to clicks and announced as busy, its text (`loadingText`, else its label, so it stays
// named) beside three moving dots that screen readers skip.
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import 'antd-mobile/es/components/button/button.css';
import './button.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'onClick'> {
  readonly color?: 'default' | 'primary' | 'danger';
  readonly fill?: 'solid' | 'outline' | 'none';
  readonly size?: 'small' | 'middle' | 'large';
  readonly block?: boolean;
  readonly loading?: boolean;
  readonly loadingText?: string;
  /** May start work and return its promise: the button does not wait for it (give `loading` for that). */
  readonly onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  readonly children?: ReactNode;
}

const KIT = 'adm-button';

export function Button({ color = 'default', fill = 'solid', size = 'middle', block = false, loading = false, loadingText, disabled, type = 'button', className, onClick, children, ...native }: ButtonProps) {
  const off = Boolean(disabled) || loading;
  const classes = [
    KIT,
    `${KIT}-${color}`,
    block && `${KIT}-block`,
    off && `${KIT}-disabled`,
    fill !== 'solid' && `${KIT}-fill-${fill}`,
    size !== 'middle' && `${KIT}-${size}`,
    loading && `${KIT}-loading`,
    `${KIT}-shape-default`,
    className,
  ];
  return (
    <button
      {...native}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={off}
      aria-busy={loading || undefined}
      onClick={onClick}
    >
      {loading ? (
        <span className={`${KIT}-loading-wrapper`}>
          <span className="fp-busy-dots" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
          {loadingText ?? children}
        </span>
      ) : (
        <span>{children}</span>
      )}
    </button>
  );
}

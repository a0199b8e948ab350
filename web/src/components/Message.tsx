/** gov.br DS messages (br-message): success, info, warning, danger; alerts are announced. */
import type { ReactNode } from 'react';

const ICON = { success: 'check-circle', info: 'info-circle', warning: 'exclamation-triangle', danger: 'times-circle' } as const;

export function Message({
  kind,
  title,
  children,
  live = false,
  id,
}: {
  kind: keyof typeof ICON;
  title?: string;
  children?: ReactNode;
  /** Announce it to screen readers (results that appear after an action). */
  live?: boolean;
  id?: string;
}) {
  return (
    <div className={`br-message ${kind}`} id={id}>
      <div className="icon">
        <i className={`fas fa-${ICON[kind]} fa-lg`} aria-hidden="true" />
      </div>
      <div className="content" role={live ? (kind === 'danger' ? 'alert' : 'status') : undefined}>
        {title && <span className="message-title">{title}</span>}
        {children && <span className="message-body"> {children}</span>}
      </div>
    </div>
  );
}

import { Button } from 'antd-mobile';
import type { LinkObject } from '../../../schemas/design';
import type { WidgetHost } from '../registry';
import './login-prompt.css';

/**
 * What a screen for logged-in users shows a visitor: a line and a button that
 * runs the login link (the login popup, through the action interpreter).
 */
export function LoginPrompt({ host, text, button, link = { type: 'login', params: { role: 0 } } }: { host: WidgetHost | undefined; text?: string; button: string; link?: LinkObject }) {
  return (
    <div className="rm-login-prompt">
      {text && <p>{text}</p>}
      <Button color="primary" onClick={() => host?.runLink(link)}>
        {button}
      </Button>
    </div>
  );
}

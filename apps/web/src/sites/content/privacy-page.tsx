import { OperatorPage } from './operator-page';

export function Component() {
  return <OperatorPage page="privacy" />;
}

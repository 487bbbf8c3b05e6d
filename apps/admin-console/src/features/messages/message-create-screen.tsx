// /admin/messages/create ("New Message").
import { MessageForm } from './message-form';

export function MessageCreateScreen() {
  return <MessageForm />;
}

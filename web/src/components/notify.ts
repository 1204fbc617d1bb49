import { notifications } from '@mantine/notifications';
import { describeError } from '../api/errors';

export function notifySuccess(message: string) {
  notifications.show({ color: 'green', title: 'Done', message });
}

export function notifyFailure(title: string, err: unknown) {
  notifications.show({ color: 'red', title, message: describeError(err), autoClose: 8000 });
}

import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ApiError, describeError } from '../api/errors';
import { useSession } from '../auth/SessionContext';
import { safeNext } from '../shell/nav';

export function LoginScreen() {
  const { state, login } = useSession();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => (!v.trim() ? 'Enter your e-mail address' : /^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Enter a valid e-mail address'),
      password: (v) => (v ? null : 'Enter your password'),
    },
  });

  if (state.status === 'active') return <Navigate to={safeNext(params.get('next'))} replace />;
  const expired = state.status === 'anonymous' && state.expired;

  const submit = form.onSubmit(async ({ email, password }) => {
    setFailure(null);
    setSubmitting(true);
    try {
      await login(email.trim(), password);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'unauthenticated') {
        setFailure('Wrong e-mail or password. Check both and try again.');
      } else {
        setFailure(describeError(err));
      }
      if (err instanceof ApiError) form.setErrors(err.fields);
      form.setFieldValue('password', '');
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400} component="main">
        <form onSubmit={submit} noValidate aria-labelledby="login-title">
          <Stack>
            <div>
              <Title order={1} size="h2" id="login-title">
                Corkboard admin
              </Title>
              <Text c="dimmed" size="sm">
                Log in to manage your careers site and calendar.
              </Text>
            </div>
            {expired && !failure && (
              <Alert color="yellow" role="status">
                Your session has ended. Please log in again.
              </Alert>
            )}
            {failure && (
              <Alert color="red" title="Could not log in" role="alert">
                {failure}
              </Alert>
            )}
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="username"
              required
              autoFocus
              {...form.getInputProps('email')}
            />
            <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
            <Button type="submit" loading={submitting} fullWidth>
              Log in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

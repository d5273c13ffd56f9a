import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EMPTY_VALUES, validateEmail, validateFullName, validateMessage, type ContactValues } from './validation';

export default function ContactForm() {
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: EMPTY_VALUES,
    validateInputOnChange: false,
    validate: { fullName: validateFullName, email: validateEmail, message: validateMessage },
  });

  return (
    <form noValidate onSubmit={form.onSubmit(() => undefined)} onReset={form.onReset}>
      <Stack maw="40rem">
      <TextInput label="Full name" name="fullName" autoComplete="name" withAsterisk required {...form.getInputProps('fullName')} />
      <TextInput label="Email" name="email" type="email" autoComplete="email" withAsterisk required {...form.getInputProps('email')} />
      <Textarea label="Message" name="message" autosize minRows={5} resize="vertical" withAsterisk required {...form.getInputProps('message')} />
      <Group>
        <Button type="submit">Send</Button>
        <Button type="reset" variant="default">
          Reset
        </Button>
      </Group>
      </Stack>
    </form>
  );
}

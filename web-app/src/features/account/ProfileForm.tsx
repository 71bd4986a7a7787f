/**
 * The profile form of /welcome and /account (spec sections 5 and 7) with the birth place search
 * above it: picking a place fills the birth zone and longitude, keeping what was typed.
 */
import { Form, type UiResponse } from '@tongshu/web-ui';
import { PlaceSearch } from '../../shared/birth/PlaceSearch';
import { birthDraftOf } from '../../shared/birth/birthFields';
import { useBirthDraft } from '../../shared/birth/useBirthDraft';
import { useSession } from '../../shared/session/SessionProvider';
import type { SessionUser } from '../../shared/session/user';
import { profileFields, profileUrl } from '../../shared/birth/profile';

export function ProfileForm({
  user,
  buttonText,
  onSuccess,
}: {
  readonly user: SessionUser;
  readonly buttonText: string;
  readonly onSuccess: (response: UiResponse) => void;
}) {
  const birth = useBirthDraft(birthDraftOf(user));
  const { signIn } = useSession();
  const saved = (response: UiResponse) => {
    const fields = (response.data ?? {}) as Partial<SessionUser>;
    // A new email ended every session of the user; this device goes on with the answer's token.
    if (typeof fields.token === 'string') signIn({ ...user, ...fields, token: fields.token });
    onSuccess(response);
  };
  return (
    <>
      <PlaceSearch onPick={birth.pick} />
      <Form
        key={birth.formKey}
        columns={2}
        fields={profileFields(user, birth.draft)}
        method="PATCH"
        url={profileUrl(user)}
        buttonText={buttonText}
        onChange={birth.onChange}
        onSuccess={saved}
      />
    </>
  );
}

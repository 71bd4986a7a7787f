/**
 * /missioncontrol/settings: the addresses of the product's videos (the home page's intro and the
 * dashboard's seven tutorials) and the external analytics property page views are sent on to.
 */
import { videos, VIDEO_HOSTS } from '@tongshu/data';
import {
  Card,
  Form,
  PageHeader,
  useApi,
  useNotification,
  type FieldDefs,
  type UiResponse,
} from '@tongshu/web-ui';
import type { AnalyticsProperty } from '../types';

export function videoFields(addresses: Readonly<Record<string, string | null>>): FieldDefs {
  return Object.fromEntries(
    videos.map((video) => [
      video.id,
      {
        type: 'url',
        label: video.title,
        value: addresses[video.id] ?? '',
        placeholder: `https://${VIDEO_HOSTS[0]}/embed/...`,
      },
    ]),
  );
}

export default function Settings() {
  const notify = useNotification();
  const addresses = useApi<Record<string, string | null>>('/api/videos');
  const property = useApi<AnalyticsProperty>('/api/master/analytics/property');
  const saved = (response: UiResponse) =>
    notify.show(response.message ?? 'Saved', { type: 'success', autoclose: true });

  return (
    <>
      <PageHeader title="Settings" subtitle="Videos and the analytics property" />
      <Card title="Videos" loading={addresses.loading}>
        <p>
          Embed addresses from {VIDEO_HOSTS.join(' or ')}. A video with one plays it instead of the
          product&apos;s own recording, or above a calendar app&apos;s guide; without one, the
          recording or the guide shows.
        </p>
        {addresses.data && (
          <Form
            aria-label="Videos"
            columns={2}
            fields={videoFields(addresses.data)}
            method="PATCH"
            url="/api/master/videos"
            buttonText="Save Videos"
            onSuccess={saved}
          />
        )}
      </Card>
      <Card title="Analytics Property" loading={property.loading}>
        <p>
          Page views are always counted here (route, day, signed in or not). With a property, each
          view is also sent on, from the server, to a Plausible-compatible events API.
        </p>
        {property.data && (
          <Form
            aria-label="Analytics property"
            fields={{
              endpoint: {
                type: 'url',
                label: 'Events API address',
                value: property.data.endpoint ?? '',
                placeholder: 'https://plausible.io/api/event',
              },
              domain: {
                type: 'text',
                label: 'Domain',
                value: property.data.domain ?? '',
                placeholder: 'tongshu.example.com',
              },
            }}
            method="PATCH"
            url="/api/master/analytics/property"
            buttonText="Save Property"
            onSuccess={saved}
          />
        )}
      </Card>
    </>
  );
}

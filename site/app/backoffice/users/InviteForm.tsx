import { useState } from 'react';
import type { StaffRole } from '@pallone/core';
import { Button, Toolbar } from '../ui.ts';
import { ROLE_LABELS, ROLES } from './roleLabels.ts';

/** Invite a user: email and role (the server answers with a one-time password to pass on). */
export function InviteForm({ onInvite }: { onInvite: (email: string, role: StaffRole) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('author');
  return (
    <Toolbar
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (email.trim() !== '') onInvite(email.trim(), role);
      }}
    >
      <label htmlFor="invite-email">Email</label>
      <input
        id="invite-email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <label htmlFor="invite-role">Ruolo</label>
      <select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {ROLE_LABELS[value]}
          </option>
        ))}
      </select>
      <Button type="submit" $variant="primary">
        Invita
      </Button>
    </Toolbar>
  );
}

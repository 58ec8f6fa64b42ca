import { css } from 'styled-components';

/** One static colour per zone kind, as `--zone-color` on any element carrying `data-zone`. */
export const zoneColors = css`
  &[data-zone='champions'] {
    --zone-color: #1a56db;
  }
  &[data-zone='championsQualifying'] {
    --zone-color: #5b8def;
  }
  &[data-zone='europa'] {
    --zone-color: #e07b00;
  }
  &[data-zone='conference'] {
    --zone-color: #0f9d8a;
  }
  &[data-zone='qualified'] {
    --zone-color: #1b8a3a;
  }
  &[data-zone='playoff'],
  &[data-zone='thirdPlace'] {
    --zone-color: #8fbf3f;
  }
  &[data-zone='relegationPlayoff'] {
    --zone-color: #f0a33a;
  }
  &[data-zone='relegation'] {
    --zone-color: #c62828;
  }
`;

import { Anchor, Text, type TextProps } from '@mantine/core';
import { Fragment } from 'react';

const EMAIL = /([\w.+-]+@[\w-]+\.[\w.-]*\w)/g;

interface LinkifiedTextProps extends TextProps {
  children: string;
}

/** Renders translated prose and turns the email addresses in it into mailto links. */
export function LinkifiedText({ children, ...textProps }: LinkifiedTextProps) {
  const parts = children.split(EMAIL);
  return (
    <Text {...textProps}>
      {parts.map((part, index) =>
        // split() with a capture group puts the matches at the odd indexes
        index % 2 === 1 ? (
          <Anchor key={index} href={`mailto:${part}`} inherit>
            {part}
          </Anchor>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

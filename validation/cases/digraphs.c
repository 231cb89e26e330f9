/* C99 digraphs (<: :> <% %> %: %:%:) in code and in a macro: a spelling the
 * printer must either keep or turn into the ordinary tokens. */
%:include <stdio.h>
%:define CAT(a, b) a %:%: b
%:define STR(x) %:x

static int table<:4:> = <% 3, 1, 4, 1 %>;

int main(void)
<%
    int CAT(to, tal) = 0;
    for (int i = 0; i < 4; i++) <%
        total += table<:i:> * (i + 1);
    %>
    int grid<:2:><:3:> = <% <% 1, 2, 3 %>, <% 4, 5, 6 %> %>;
    total += grid<:1:><:2:>;
    printf("%s %d\n", STR(digraphs), total);
    return 0;
%>

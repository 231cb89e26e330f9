    ( "diraphs" );
